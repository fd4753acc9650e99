import { stateGuidesCopy as en } from '@/content/state-guides';
import { stateGuidesCopy as es } from '@/content/es/state-guides';
import type { Locale } from '@/lib/i18n';

/** TEMPORARY until the copy dictionary carries stateGuides. */
export const stateGuidesCopyFor = (locale: Locale) => (locale === 'es' ? es : en);
