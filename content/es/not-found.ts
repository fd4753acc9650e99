import type { Translation } from '@/lib/i18n';
import type { notFoundCopy as englishNotFoundCopy } from '@/content/en/not-found';

export const notFoundCopy: Translation<typeof englishNotFoundCopy> = {
  title: 'No encontramos esa página',
  lead: 'Puede que el enlace sea antiguo o tenga un error. Todo lo de este sitio sigue aquí, y la ayuda está a un clic.',
  states:
    '¿Busca la guía de un estado? El bufete acepta casos solo en los estados que aparecen en su página de guías por estado; las líneas de ayuda de la página de seguridad atienden a todas las personas, vivan donde vivan.',
  statesLink: 'Guías por estado',
  safetyLink: 'Seguridad y ayuda en crisis',
  links: {
    home: 'Ir al inicio',
    blog: 'Leer el blog',
    caseForm: 'Cuéntenos sobre su caso',
    contact: 'Contáctenos',
  },
};
