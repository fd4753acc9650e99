import type { servedStatesCopy as english } from '@/content/en/served-states';
import type { Translation } from '@/lib/i18n';

export const servedStatesCopy: Translation<typeof english> = {
  formNote: 'El bufete acepta casos solo en estos estados: {states}.',
  formZipOutside: 'El código postal que escribió parece ser de otro estado. Aun así puede enviar su mensaje, y el bufete le dirá si puede ayudarle.',
  searchZipOutside:
    'Este código postal parece estar fuera de los estados donde el bufete acepta casos: {states}. Aun así puede seguir y escribir al bufete, que le dirá si puede ayudarle.',
  printedHelp: 'Líneas de ayuda para todas las personas:',
  unserved: {
    title: '{state}: el bufete no acepta casos allí',
    lead: 'El bufete detrás de este sitio acepta casos solo en los estados que aparecen en esta página. Las líneas de ayuda de abajo atienden a todas las personas, vivan donde vivan.',
    servedHeading: 'Estados donde el bufete acepta casos',
    stillWrite: '¿No sabe si su caso corresponde a uno de estos estados? Aun así puede escribir al bufete, que le dirá si puede ayudarle.',
    formLink: 'Escribir al bufete',
    safetyLink: 'Más formas de mantenerse a salvo',
  },
  jump: {
    heading: 'Ir a un estado',
    served: 'Estados donde el bufete acepta casos',
    other: 'Otros estados: el bufete no acepta casos allí',
    callIntro: 'Donde la tabla deja una pregunta al bufete, el bufete revisa el plazo para los hechos de su caso:',
  },
};
