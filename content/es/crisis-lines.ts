import type { Translation } from '@/lib/i18n';
import type { crisisHelp as englishCrisisHelp } from '@/content/en/crisis-lines';

/**
 * Spanish-language help is named only where a source says the service offers it (sources in
 * content/shared/crisis-lines.ts and /work/research/crisis-lines.json, checked 2026-11-24):
 * - RAINN: 24/7 in English and Spanish, by phone and online chat (rainn.org).
 * - 988: press 2 for Spanish when calling; text AYUDA (988lifeline.org/get-help/what-to-expect).
 * - National Domestic Violence Hotline: advocates in English and Spanish (ovc.ojp.gov; courts.in.gov).
 * - National Human Trafficking Hotline: phone, text and chat in English and Spanish (humantraffickinghotline.org).
 * - Childhelp, CCRI and StrongHearts: not confirmed, so their lines say nothing about language.
 */
export const crisisHelp: Translation<typeof englishCrisisHelp> = {
  title: '¿Necesita ayuda ahora mismo?',
  notice: 'Este sitio web no es un servicio de crisis. Si está en peligro inmediato, llame al 911.',
  chatNote: 'Chatear en línea o enviar un mensaje de texto puede ser más seguro que llamar si alguien podría oírle.',
  actions: {
    tel: 'Llame al {number}',
    sms: 'Envíe un texto al {number}',
    smsKeyword: 'Envíe {keyword} por texto al {number}',
    chat: 'Chatear en línea',
  },
  lines: {
    emergency: { name: 'Emergencias', detail: 'Peligro inmediato' },
    rainn: { name: 'Línea de Ayuda Nacional de Abuso Sexual', detail: 'Las 24 horas, todos los días, y confidencial. También atienden en español.' },
    'domestic-violence': {
      name: 'Línea Nacional contra la Violencia Doméstica',
      detail: 'Las 24 horas, todos los días, y confidencial. También atienden en español.',
    },
    '988': {
      name: 'Línea 988 de Prevención del Suicidio y Crisis',
      detail: 'Las 24 horas, por llamada o mensaje de texto. En español: al llamar, marque 2; por texto, envíe la palabra AYUDA.',
    },
    trafficking: {
      name: 'Línea Nacional Contra la Trata de Personas',
      detail: 'Las 24 horas, por teléfono, texto o chat. También atienden en español.',
    },
    childhelp: {
      name: 'Línea Nacional de Childhelp contra el Abuso Infantil',
      detail:
        'Las 24 horas, para menores y para personas adultas preocupadas por un menor. Sus consejeros podrían tener que avisar a las autoridades si un menor está sufriendo daño.',
    },
    'image-abuse': {
      name: 'Línea de ayuda de Cyber Civil Rights Initiative para el abuso con imágenes íntimas',
      detail: 'Las 24 horas, cuando se comparten imágenes íntimas o se amenaza con compartirlas',
    },
    stronghearts: {
      name: 'StrongHearts Native Helpline (línea para personas nativas americanas y nativas de Alaska)',
      detail: 'Las 24 horas, para quienes sufren violencia doméstica, en el noviazgo o sexual',
    },
  },
};
