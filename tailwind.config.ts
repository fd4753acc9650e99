import type { Config } from 'tailwindcss';
import { palette } from './lib/site/palette';

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.{ts,md}'],
  theme: {
    extend: {
      colors: palette,
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
