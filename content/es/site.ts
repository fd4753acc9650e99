import type { Translation } from '@/lib/i18n';
import type {
  footerLawyerLinks as englishFooterLawyerLinks,
  footerStates as englishFooterStates,
  nav as englishNav,
  site as englishSite,
} from '@/content/site';
import { leadJourney } from './lead-journey';

/**
 * Spanish site identity, navigation and footer copy. The brand name stays as it is; hrefs are the
 * English paths, to which the Spanish pages add /es/.
 */
export const site: Translation<typeof englishSite> = {
  name: 'Referral Portal for Abuse',
  shortName: 'Referral Portal',
  tagline: 'Consulta gratuita, sin ningún costo',
  description: `Consultas gratuitas y sin compromiso con abogados con experiencia, para sobrevivientes de abuso sexual y personas con lesiones graves. ${leadJourney.replyAim}`,
  companyLine:
    'Referral Portal for Abuse ayuda a sobrevivientes de abuso sexual y a personas con lesiones graves a pedirle a un bufete de abogados una consulta gratuita y confidencial.',
  firstYear: 2024,
  productLabel: 'Referral Portal for Abuse',
  attorneyAdvertising: 'Publicidad de abogados',
  responsibleAttorneyLabel: 'Abogado o abogada responsable:',
  disclosure: {
    beforeLink:
      'El uso de este sitio web no crea ningún acuerdo ni ninguna relación abogado-cliente. Usted decide si contrata a algún abogado. El uso de este sitio web está sujeto a nuestros ',
    linkText: 'Términos del servicio',
    afterLink: '.',
  },
};

export const nav: Translation<typeof englishNav> = [
  { label: 'Inicio', href: '/' },
  { label: 'Blog', href: '/blogs/page1/', section: '/blogs/' },
  { label: 'Sobre nosotros', href: '/about/' },
  { label: 'Servicios', href: '/service/' },
  { label: 'Contacto', href: '/contact/' },
];

/** In the English order; a name changes only where Spanish commonly writes it differently. */
export const footerStates: Translation<typeof englishFooterStates> = [
  'Alabama',
  'Arizona',
  'California',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Indiana',
  'Kentucky',
  'Luisiana',
  'Maine',
  'Massachusetts',
  'Michigan',
  'Nuevo Hampshire',
  'Nueva Jersey',
  'Nueva York',
  'Carolina del Norte',
  'Ohio',
  'Pensilvania',
  'Carolina del Sur',
  'Vermont',
  'Virginia',
  'Virginia Occidental',
];

export const footerLawyerLinks: Translation<typeof englishFooterLawyerLinks> = [
  { label: 'Sobre nosotros', href: '/about/' },
  { label: 'Términos', href: '/service/' },
  { label: 'Privacidad', href: '/privacy/' },
  { label: 'Seguridad en internet', href: '/safety/' },
];
