import { leadFormGuardInlineScript } from '@/lib/forms/lead-form-guard';
import { IslandsScript } from '@/components/islands/islands-script';

/**
 * Placed just before a lead form: an inline script that runs as soon as it arrives, so a
 * visitor who presses Send before the form's code has loaded is told why nothing happened (see
 * LeadFormFrame for why nothing is sent either way), and the standalone script that loads that
 * code when the visitor first uses the form (lib/islands/framework-loader.ts).
 */
export function LeadFormGuard() {
  return (
    <>
      {/* data-standalone: it needs no framework (scripts/strip-framework.ts recognises it by this). */}
      <script data-standalone="" dangerouslySetInnerHTML={{ __html: leadFormGuardInlineScript() }} />
      <IslandsScript />
    </>
  );
}
