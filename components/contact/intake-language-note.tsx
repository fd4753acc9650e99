import { readSiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';

/** Whether the firm can answer in Spanish, as NEXT_PUBLIC_INTAKE_LANGUAGES says; beside each lead form. */
export function IntakeLanguageNote({ locale, className }: { locale: Locale; className?: string }) {
  const { intakeLanguage } = copyFor(locale).contact;
  const withSpanish = readSiteConfig().intakeLanguages.includes('es');
  return <p className={className}>{withSpanish ? intakeLanguage.withSpanish : intakeLanguage.englishOnly}</p>;
}
