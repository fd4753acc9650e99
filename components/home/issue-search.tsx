import { CASE_FORM_PATH } from '@/lib/leads/case-link';
import type { SiteCopy } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { ISSUE_SEARCH } from '@/lib/islands/issue-search';
import { ZIP_LENGTH } from '@/lib/limits';
import type { UsStateCode } from '@/lib/schemas/us-states';
import { ZipNotice } from '@/components/forms/zip-notice';

export interface IssueOption {
  /** The issue's neutral code (content/shared/issue-types.ts): what the case form's address carries. */
  code: string;
  /** What the visitor reads. */
  label: string;
  icon: React.ReactNode;
}

type HomeCopy = SiteCopy['home'];

/** The words of the search, passed from the server in the page's language. */
type IssueSearchCopy = Pick<HomeCopy, 'searchLabel' | 'pickerLegend' | 'dropdownLabel' | 'zipLabel' | 'zipPlaceholder' | 'findLawyer' | 'confidential'> & {
  invalidZip: string;
  /** Said under the zip field while the zip seems to be in a state the firm does not serve. */
  zipOutside: string;
};

/**
 * Issue picker (native radios: arrow keys, one tab stop, announced) and zip search, with no
 * framework. Without JavaScript it is a plain GET form to the case form whose zip the browser
 * checks (pattern, with the message as its title). With JavaScript the standalone script
 * (lib/islands/issue-search.ts) keeps the dropdown in step, shows the message as a toast,
 * and carries the choice in the address's fragment, which never reaches the host. Either way the
 * address names the issue only by its code.
 */
export function IssueSearch({
  issues,
  locale,
  firmStates,
  copy,
}: {
  issues: IssueOption[];
  locale: Locale;
  firmStates: readonly UsStateCode[];
  copy: IssueSearchCopy;
}) {
  const searchProps = { [ISSUE_SEARCH.form]: '' };
  const dropdownProps = { [ISSUE_SEARCH.dropdown]: '' };
  const errorProps = { [ISSUE_SEARCH.error]: '' };
  return (
    <form
      action={localePath(locale, CASE_FORM_PATH)}
      method="get"
      aria-label={copy.searchLabel}
      {...searchProps}
      className="rounded-2xl bg-white p-4 text-ink shadow-xl md:p-6"
    >
      <fieldset>
        <legend className="mb-3 text-lg font-bold text-navy">{copy.pickerLegend}</legend>
        <div className="grid grid-cols-3 gap-2 md:grid-cols-6">
          {issues.map((issue, index) => (
            <label
              key={issue.code}
              className="group flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-line p-2 text-center text-sm leading-tight font-semibold text-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-navy has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber"
            >
              <input type="radio" name={ISSUE_SEARCH.issueParam} value={issue.code} defaultChecked={index === 0} className="sr-only" />
              <span className="h-12 w-12 text-slate-500 grayscale transition group-has-[:checked]:text-brand group-has-[:checked]:grayscale-0">
                {issue.icon}
              </span>
              {issue.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1.2fr_1fr_auto] sm:items-end">
        {/* Only with scripts, which keep it in step with the radios; it has no name, so it is never sent. */}
        <div className="hidden sm:in-[.js]:block">
          <label htmlFor="hero-issue" className="mb-1 block text-sm font-semibold text-navy">
            {copy.dropdownLabel}
          </label>
          <select id="hero-issue" defaultValue={issues[0]?.code} {...dropdownProps} className="h-12 w-full rounded-lg border-2 border-line bg-white px-3">
            {issues.map((issue) => (
              <option key={issue.code} value={issue.code}>
                {issue.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="hero-zip" className="mb-1 block text-sm font-semibold text-navy">
            {copy.zipLabel}
          </label>
          <input
            id="hero-zip"
            name={ISSUE_SEARCH.zipParam}
            type="text"
            inputMode="numeric"
            // A search box, not an address form: nothing typed here is saved for autofill or
            // offered again to the next person at this device.
            autoComplete="off"
            required
            pattern={`[0-9]{${ZIP_LENGTH}}`}
            title={copy.invalidZip}
            placeholder={copy.zipPlaceholder}
            className="h-12 w-full rounded-lg border-2 border-line px-3 placeholder:text-slate-500 aria-[invalid=true]:border-exit"
          />
        </div>
        <button type="submit" className="h-12 rounded-lg bg-amber px-6 text-lg font-bold text-white hover:bg-amber-dark">
          {copy.findLawyer}
        </button>
      </div>
      {/* Before she writes her story: the search still goes on, and the case form says it again. */}
      <ZipNotice htmlFor="hero-zip" firmStates={firmStates} message={copy.zipOutside} className="mt-3" />
      {/* The spec's warning toast, shown by the script until the zip is edited; the field names it
          as its description meanwhile. At the top of the screen, under the quick-exit bar, because
          a phone's keyboard covers the foot of the screen while the visitor is typing the zip. */}
      <p
        id="hero-zip-error"
        hidden
        className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-sm items-center gap-3 rounded-lg border border-line bg-white p-4 text-sm font-semibold text-exit shadow-lg"
        {...errorProps}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
          <path d="M12 10v5M12 18v.01" strokeLinecap="round" />
        </svg>
        {copy.invalidZip}
      </p>
      <p className="mt-3 text-sm text-muted">{copy.confidential}</p>
    </form>
  );
}
