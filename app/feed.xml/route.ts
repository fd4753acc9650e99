import { feedResponse } from '@/lib/feed-response';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse('en');
}
