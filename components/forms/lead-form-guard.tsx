import { leadFormGuardInlineScript } from '@/lib/forms/lead-form-guard';

/**
 * Placed just before a lead form: an inline script that runs as soon as it arrives, so a
 * visitor who presses Send before the page's scripts have loaded is told why nothing
 * happened (see LeadFormFrame for why nothing is sent either way).
 */
export function LeadFormGuard() {
  return <script dangerouslySetInnerHTML={{ __html: leadFormGuardInlineScript() }} />;
}
