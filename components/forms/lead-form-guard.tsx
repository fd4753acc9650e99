import { leadFormGuardInlineScript } from '@/lib/forms/lead-form-guard';

/**
 * Placed just before a lead form: an inline script that runs as soon as it arrives, so a
 * visitor who presses Send before the page's scripts have loaded is told why nothing
 * happened (see LeadFormFrame for why nothing is sent either way).
 */
export function LeadFormGuard() {
  // data-standalone: it needs no framework, so the post-build step knows it (scripts/strip-framework.mjs).
  return <script data-standalone="" dangerouslySetInnerHTML={{ __html: leadFormGuardInlineScript() }} />;
}
