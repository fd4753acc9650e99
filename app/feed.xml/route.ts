import { feedResponse } from '@/lib/site/feed-response';

export const dynamic = 'force-static';

export function GET() {
  return feedResponse('en');
}
