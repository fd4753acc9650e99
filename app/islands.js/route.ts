import { islandsScript } from '@/lib/islands/islands-script';

export const dynamic = 'force-static';

/** The standalone script of the form pages and the home page's search (lib/islands/islands-script.ts). */
export function GET() {
  return new Response(islandsScript(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
