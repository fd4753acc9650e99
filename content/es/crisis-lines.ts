import type { Translation } from '@/lib/i18n';
import type { crisisHelp as englishCrisisHelp } from '@/content/en/crisis-lines';

/**
 * Spanish-language help is named only where the service itself says it offers it:
 * - RAINN says its National Sexual Assault Hotline answers 24/7 in English and Spanish, by phone
 *   and online chat (rainn.org/news/faces-national-sexual-assault-hotline-meet-bilingual-shift-manager-francisca).
 * - 988 says a caller can press 2 for Spanish, and a texter can text AYUDA
 *   (988lifeline.org/get-help/what-to-expect).
 * - The National Domestic Violence Hotline's own statement could not be checked, so its line says
 *   nothing about language; add it once thehotline.org confirms it.
 */
export const crisisHelp: Translation<typeof englishCrisisHelp> = {
  title: '¿Necesita ayuda ahora mismo?',
  notice: 'Este sitio web no es un servicio de crisis. Si está en peligro inmediato, llame al 911.',
  actions: {
    tel: 'Llame al {number}',
    sms: 'Envíe un texto al {number}',
    smsKeyword: 'Envíe {keyword} por texto al {number}',
  },
  lines: {
    emergency: { name: 'Emergencias', detail: 'Peligro inmediato' },
    rainn: { name: 'Línea de Ayuda Nacional de Abuso Sexual', detail: 'Las 24 horas, todos los días, y confidencial. También atienden en español.' },
    'domestic-violence': { name: 'Línea Nacional contra la Violencia Doméstica', detail: 'Las 24 horas, todos los días, y confidencial' },
    '988': {
      name: 'Línea 988 de Prevención del Suicidio y Crisis',
      detail: 'Las 24 horas, por llamada o mensaje de texto. En español: al llamar, marque 2; por texto, envíe la palabra AYUDA.',
    },
  },
};
