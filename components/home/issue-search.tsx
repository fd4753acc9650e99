'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { caseFormHref, CASE_FORM_PATH } from '@/lib/case-link';
import type { SiteCopy } from '@/lib/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { isValidZip } from '@/lib/zip';
import { notify } from '@/components/ui/notify';

export interface IssueOption {
  /** Canonical English name: what the case form receives in `accidentId`. */
  name: string;
  /** What the visitor reads. */
  label: string;
  icon: React.ReactNode;
}

type HomeCopy = SiteCopy['home'];

/** The words of the search, passed from the server in the page's language. */
type IssueSearchCopy = Pick<HomeCopy, 'searchLabel' | 'pickerLegend' | 'dropdownLabel' | 'zipLabel' | 'zipPlaceholder' | 'findLawyer' | 'confidential'> & {
  invalidZip: string;
};

/**
 * Issue picker (native radios: arrow keys, one tab stop, announced) kept in sync with a
 * dropdown, plus the zip search. Without JavaScript it is a plain GET form to the case form.
 */
export function IssueSearch({ issues, locale, copy }: { issues: IssueOption[]; locale: Locale; copy: IssueSearchCopy }) {
  const router = useRouter();
  const [selected, setSelected] = useState(0);
  const [zipError, setZipError] = useState(false);
  const zipRef = useRef<HTMLInputElement>(null);
  const selectedName = issues[selected]?.name ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = zipRef.current?.value ?? '';
    if (!isValidZip(zip)) {
      setZipError(true);
      void notify('warning', copy.invalidZip, { id: 'zip-invalid' });
      zipRef.current?.focus();
      return;
    }
    setZipError(false);
    router.push(caseFormHref(selectedName, zip.trim(), locale));
  };

  return (
    <form
      action={localePath(locale, CASE_FORM_PATH)}
      method="get"
      aria-label={copy.searchLabel}
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl bg-white p-4 text-ink shadow-xl md:p-6"
    >
      <fieldset>
        <legend className="mb-3 text-lg font-bold text-navy">{copy.pickerLegend}</legend>
        <div className="grid grid-cols-3 gap-2 md:grid-cols-6">
          {issues.map((issue, index) => (
            <label
              key={issue.name}
              className="group flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-line p-2 text-center text-sm leading-tight font-semibold text-muted has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-navy has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber"
            >
              <input type="radio" name="accidentId" value={issue.name} checked={index === selected} onChange={() => setSelected(index)} className="sr-only" />
              <span className="h-12 w-12 text-slate-500 grayscale transition group-has-[:checked]:text-brand group-has-[:checked]:grayscale-0">
                {issue.icon}
              </span>
              {issue.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1.2fr_1fr_auto] sm:items-end">
        <div className="hidden sm:block">
          <label htmlFor="hero-issue" className="mb-1 block text-sm font-semibold text-navy">
            {copy.dropdownLabel}
          </label>
          <select
            id="hero-issue"
            value={selectedName}
            onChange={(e) =>
              setSelected(
                Math.max(
                  0,
                  issues.findIndex((i) => i.name === e.target.value),
                ),
              )
            }
            className="h-12 w-full rounded-lg border-2 border-line bg-white px-3"
          >
            {issues.map((issue) => (
              <option key={issue.name} value={issue.name}>
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
            ref={zipRef}
            id="hero-zip"
            name="zipCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={copy.zipPlaceholder}
            aria-invalid={zipError}
            aria-describedby={zipError ? 'hero-zip-error' : undefined}
            onChange={() => zipError && setZipError(false)}
            className="h-12 w-full rounded-lg border-2 border-line px-3 placeholder:text-slate-500 aria-[invalid=true]:border-exit"
          />
        </div>
        <button type="submit" className="h-12 rounded-lg bg-amber px-6 text-lg font-bold text-white hover:bg-amber-dark">
          {copy.findLawyer}
        </button>
      </div>
      {zipError && (
        <p id="hero-zip-error" className="mt-2 text-sm font-semibold text-exit">
          {copy.invalidZip}
        </p>
      )}
      <p className="mt-3 text-sm text-muted">{copy.confidential}</p>
    </form>
  );
}
