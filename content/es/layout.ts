import type { Translation } from '@/lib/i18n';
import type {
  headerCopy as englishHeaderCopy,
  layoutCopy as englishLayoutCopy,
  pageTitles as englishPageTitles,
  quickExitCopy as englishQuickExitCopy,
} from '@/content/en/layout';

/** Words of the Spanish page frame: titles, footer, skip link, redirects. */
export const pageTitles: Translation<typeof englishPageTitles> = {
  about: 'Sobre nosotros',
  confirmation: 'Mensaje enviado',
  heldConfirmation: 'Mensaje a salvo',
  notFound: 'Página no encontrada',
};

export const quickExitCopy: Translation<typeof englishQuickExitCopy> = {
  regionLabel: 'Salida rápida',
  emergencyPrefix: 'Emergencia:',
  button: 'Salir de este sitio',
  shortcutHint: 'Pulse Shift (Mayús) 3 veces o use este botón para salir rápido.',
  safetyLink: 'Consejos de seguridad',
  announcements: {
    leaving: 'Saliendo de este sitio.',
    progressOneLeft: 'Shift (Mayús) pulsada {count} de {taps} veces. Púlsela {left} vez más para salir de este sitio.',
    progressManyLeft: 'Shift (Mayús) pulsada {count} de {taps} veces. Púlsela {left} veces más para salir de este sitio.',
  },
};

export const headerCopy: Translation<typeof englishHeaderCopy> = {
  logoLabel: 'Referral Portal for Abuse, inicio',
  mainNavLabel: 'Principal',
  menuButton: 'Menú',
  languageSwitch: 'English',
  menuLabel: 'Menú principal',
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
  faqTabsLabel: 'Preguntas frecuentes',
  footer: {
    socialLabel: 'Redes sociales',
    statesHeading: 'Estados',
    lawyersHeading: 'Abogados',
    rightsReserved: 'Todos los derechos reservados.',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
};
