import type { ReactNode } from 'react';

/**
 * Simple line pictures for the issue types, drawn in currentColor so the parent decides the
 * colour (full colour or greyscale) with CSS. Decorative only: the issue name is always shown as text.
 */
const shapes: Record<string, ReactNode> = {
  // A shield with a check mark: protection and being believed.
  'sex-assault': (
    <>
      <path d="M24 5 39 11v11c0 10-6.5 17.5-15 21C15.5 39.5 9 32 9 22V11z" />
      <path d="m17 24 5 5 9-10" />
    </>
  ),
  // A grown-up and a child standing side by side.
  'child-sex-abuse': (
    <>
      <circle cx="15" cy="11" r="5" />
      <path d="M7 43V29a8 8 0 0 1 16 0v14" />
      <circle cx="36" cy="21" r="3.5" />
      <path d="M30 43v-8a6 6 0 0 1 12 0v8" />
      <path d="M23 31c2.5 2.5 4.5 3 7 2.5" />
    </>
  ),
  // A chain broken in two.
  'sex-exploitation': (
    <>
      <rect x="4" y="27.5" width="20" height="11" rx="5.5" transform="rotate(-45 14 33)" />
      <rect x="24" y="9.5" width="20" height="11" rx="5.5" transform="rotate(-45 34 15)" />
      <path d="m19 19-3-3M23 17l-1-4M29 29l3 3M25 31l1 4" />
    </>
  ),
  // A home with a heart inside.
  'partner-violence': (
    <>
      <path d="M6 22 24 7l18 15" />
      <path d="M11 18v23h26V18" />
      <path d="M24 38c-8-5-9-12-4.5-13 2-.4 3.7.7 4.5 2.3.8-1.6 2.5-2.7 4.5-2.3 4.5 1 3.5 8-4.5 13z" />
    </>
  ),
  // A briefcase.
  'workplace-sex-abuse': (
    <>
      <rect x="6" y="15" width="36" height="25" rx="3" />
      <path d="M18 15v-4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4" />
      <path d="M6 26h15M27 26h15" />
      <rect x="21" y="23" width="6" height="6" rx="1" />
    </>
  ),
  // A phone with a padlock on its screen.
  'digital-sex-abuse': (
    <>
      <rect x="13" y="4" width="22" height="40" rx="4" />
      <path d="M21 9h6" />
      <rect x="18" y="24" width="12" height="10" rx="2" />
      <path d="M20 24v-3a4 4 0 0 1 8 0v3" />
    </>
  ),
};

/** A neutral circle for an id without its own picture. */
const fallback = <circle cx="24" cy="24" r="16" />;

export function IssueIcon({ pictureId, className }: { pictureId: string; className?: string }) {
  const known = Object.hasOwn(shapes, pictureId);
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-picture={known ? pictureId : 'default'}
    >
      {known ? shapes[pictureId] : fallback}
    </svg>
  );
}
