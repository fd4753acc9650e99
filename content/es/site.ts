import type { Translation } from '@/lib/i18n';
import type { footerLinks as englishFooterLinks, nav as englishNav, site as englishSite } from '@/content/en/site';
import { promises } from './promises';

/** Spanish site identity, navigation and footer copy (the brand name, content/shared/brand.ts, stays as it is). */
export const site: Translation<typeof englishSite> = {
  tagline: 'Consulta gratuita, sin ningún costo',
  description: `Sobrevivientes de abuso sexual y personas con lesiones graves pueden pedirle a un bufete una consulta gratuita y sin compromiso. ${promises.replyAim}`,
  companyLine:
    'Referral Portal for Abuse es la publicidad del bufete cuyo nombre aparece abajo. Sobrevivientes de abuso sexual y personas con lesiones graves pueden pedirle al bufete una consulta gratuita.',
  attorneyAdvertising: 'Publicidad de abogados',
  responsibleAttorneyLabel: 'Abogado o abogada responsable:',
  disclosure: {
    beforeLink:
      'El uso de este sitio web no crea ningún acuerdo ni ninguna relación abogado-cliente. Usted decide si contrata a algún abogado. El uso de este sitio web está sujeto a nuestros ',
    linkText: 'Términos del servicio',
    afterLink: '.',
  },
};

export const nav: Translation<typeof englishNav> = {
  home: 'Inicio',
  blogs: 'Blog',
  about: 'Sobre nosotros',
  services: 'Servicios',
  contact: 'Contacto',
};

export const footerLinks: Translation<typeof englishFooterLinks> = {
  about: 'Sobre nosotros',
  terms: 'Términos',
  privacy: 'Privacidad',
  safety: 'Seguridad en internet',
};
