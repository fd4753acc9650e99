import type { Translation } from '@/lib/i18n';
import type { crisisHelp as englishCrisisHelp } from '@/content/crisis-lines';

/**
 * Spanish-language help is named only where the service itself says it offers it:
 * - RAINN says its National Sexual Assault Hotline answers 24/7 in English and Spanish, by phone
 *   and online chat (rainn.org/news/faces-national-sexual-assault-hotline-meet-bilingual-shift-manager-francisca).
 * - 988 says a caller can press 2 for Spanish, and a texter can text AYUDA
 *   (988lifeline.org/get-help/what-to-expect).
 * - The National Domestic Violence Hotline's own statement could not be checked, so its line says
 *   nothing about language; add it once thehotline.org confirms it.
 * `as const` keeps `kind` as "tel" or "sms", which the links are built from.
 */
export const crisisHelp = {
  title: '¿Necesita ayuda ahora mismo?',
  notice: 'Este sitio web no es un servicio de crisis. Si está en peligro inmediato, llame al 911.',
  lines: [
    { name: 'Emergencias', detail: 'Peligro inmediato', actions: [{ kind: 'tel', label: 'Llame al 911', value: '911' }] },
    {
      name: 'Línea de Ayuda Nacional de Abuso Sexual',
      detail: 'Las 24 horas, todos los días, y confidencial. También atienden en español.',
      actions: [{ kind: 'tel', label: 'Llame al 800-656-HOPE (4673)', value: '+18006564673' }],
    },
    {
      name: 'Línea Nacional contra la Violencia Doméstica',
      detail: 'Las 24 horas, todos los días, y confidencial',
      actions: [
        { kind: 'tel', label: 'Llame al 800-799-SAFE (7233)', value: '+18007997233' },
        { kind: 'sms', label: 'Envíe START por texto al 88788', value: '88788', body: 'START' },
      ],
    },
    {
      name: 'Línea 988 de Prevención del Suicidio y Crisis',
      detail: 'Las 24 horas, por llamada o mensaje de texto. En español: al llamar, marque 2; por texto, envíe la palabra AYUDA.',
      actions: [
        { kind: 'tel', label: 'Llame al 988', value: '988' },
        { kind: 'sms', label: 'Envíe un texto al 988', value: '988' },
      ],
    },
  ],
} as const satisfies Translation<typeof englishCrisisHelp>;
