import type { Translation } from '@/lib/i18n';
import type { layoutCopy as englishLayoutCopy, pageTitles as englishPageTitles } from '@/content/layout';

/** Words of the Spanish page frame: titles, footer, skip link, redirects. */
export const pageTitles: Translation<typeof englishPageTitles> = {
  about: 'Sobre nosotros',
  confirmation: 'Mensaje enviado',
  notFound: 'Página no encontrada',
};

export const layoutCopy: Translation<typeof englishLayoutCopy> = {
  goHome: 'Ir al inicio',
  callPrefix: 'Llame al',
  phoneLabel: 'Teléfono:',
  lastUpdated: 'Última actualización:',
  skipLink: 'Saltar al contenido principal',
  redirectTitle: 'Esta página cambió de dirección',
  contactSectionLabel: 'Contacto',
  disclosureLabel: 'Aviso legal',
  footer: {
    socialLabel: 'Redes sociales',
    statesHeading: 'Estados',
    lawyersHeading: 'Abogados',
    rightsReserved: 'Todos los derechos reservados.',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
};
