// Bundled by esbuild into the inline script that guards the lead forms before their code has
// loaded (scripts/lib/page-scripts-bundle.ts; lib/islands/lead-form-guard.ts says what it does).
import { installLeadFormGuard, LEAD_FORM_GUARD, LEAD_FORM_GUARD_WAIT_MS } from '@/lib/islands/lead-form-guard';

installLeadFormGuard(document, LEAD_FORM_GUARD, LEAD_FORM_GUARD_WAIT_MS);
