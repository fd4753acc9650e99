import { leadFormGuardInlineScript } from '@/lib/islands/lead-form-guard';
import { MARKS } from '@/lib/islands/contract';
import { islandsInlineScript, type IslandsScript } from '@/lib/islands/islands-inline-script';

/**
 * Placed just before a lead form: one inline script that runs as soon as it arrives. It carries
 * the guard, so that a visitor who presses Send before the form's code has loaded is told why
 * nothing happened (see LeadFormFrame for why nothing is sent either way), the loader that
 * fetches that code when the visitor first uses the form, and, with `islands="home"`, the home
 * page's other standalone islands (its search, FAQ tabs and carousel): lib/islands/islands-inline-script.ts.
 * The page that composes the sections says which, since only it knows what else it holds.
 * Inline rather than a file, so that the first paint never waits for a request. Every page with
 * a lead form renders it once.
 */
export function LeadFormGuard({ islands }: { islands: IslandsScript }) {
  // The standalone mark: it needs no framework (scripts/strip-framework.ts keeps it, and checks that
  // every page with an island carries it, and that a page with the forms' script holds no island only the home's runs).
  const props = { [MARKS.standalone]: '', [MARKS.islandsScript]: islands };
  return <script {...props} dangerouslySetInnerHTML={{ __html: `${leadFormGuardInlineScript()}\n${islandsInlineScript(islands)}` }} />;
}
