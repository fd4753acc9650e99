// Bundled by esbuild into the islands script of the pages whose only islands are lead forms
// (scripts/lib/page-scripts-bundle.ts): the form-code loader, the case form's prefill and the zip
// notice, without the home page's search, tabs and carousel, which these pages would download unused.
import { startLeadFormIslands, whenParsed } from '@/lib/islands/page-scripts/lead-form-islands';

whenParsed(startLeadFormIslands());
