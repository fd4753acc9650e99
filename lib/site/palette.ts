/**
 * The brand palette, read by Tailwind, the app and the image scripts. Every text/background pair the
 * site draws from it meets WCAG 2.2 AA (4.5:1), so a change here needs a contrast check.
 */
export const palette = {
  navy: '#102a43',
  brand: { DEFAULT: '#1d4e89', dark: '#163a66', soft: '#eef4fa' },
  teal: { DEFAULT: '#0f766e' },
  amber: { DEFAULT: '#b45309', dark: '#92400e', light: '#fde68a' },
  ink: '#1f2937',
  muted: '#475569',
  line: '#cbd5e1',
  exit: { DEFAULT: '#b91c1c', dark: '#7f1d1d' },
} as const;

/** Kept out of `palette`: given to Tailwind, it would replace Tailwind's own white and drop its colour-mix fallbacks. */
export const white = '#ffffff';
