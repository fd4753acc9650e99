import type { Config } from 'tailwindcss';

// Brand palette: every text/background pair used on the site meets WCAG 2.2 AA (4.5:1).
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.{ts,md}'],
  theme: {
    extend: {
      colors: {
        navy: '#102a43',
        brand: { DEFAULT: '#1d4e89', dark: '#163a66', soft: '#eef4fa' },
        teal: { DEFAULT: '#0f766e' },
        amber: { DEFAULT: '#b45309' },
        ink: '#1f2937',
        muted: '#475569',
        line: '#cbd5e1',
        exit: { DEFAULT: '#b91c1c', dark: '#7f1d1d' },
      },
      fontSize: {
        display: ['2.5rem', { lineHeight: '1.15', fontWeight: '800' }],
        title: ['2rem', { lineHeight: '1.2', fontWeight: '700' }],
        heading: ['1.5rem', { lineHeight: '1.3', fontWeight: '700' }],
        lead: ['1.125rem', { lineHeight: '1.6' }],
      },
      maxWidth: { blog: '1200px', list: '800px', prose: '720px' },
    },
  },
};

export default config;
