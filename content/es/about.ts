import type { Translation } from '@/lib/i18n';
import type { about as englishAbout } from '@/content/en/about';

/** heroText is also the page's search description, so keep it under 155 characters. */
export const about: Translation<typeof englishAbout> = {
  heroTitle: 'Ayudamos a que se escuche a sobrevivientes y a personas lesionadas',
  heroText: 'Ayudamos a sobrevivientes de abuso sexual y a personas con lesiones graves a pedirle a un bufete una consulta gratuita y sin compromiso.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Quiénes somos',
      paragraphs: [
        'Referral Portal for Abuse es publicidad de abogados. Al pie de cada página, junto a "Publicidad de abogados", aparecen el abogado o la abogada y el bufete responsables de este sitio.',
        'Ayudamos a personas que sufrieron abuso sexual o lesiones graves a pedirle a ese bufete una consulta gratuita. Quien puede explicarle sus derechos y sus opciones es el abogado o la abogada con quien usted hable.',
      ],
    },
    {
      id: 'our-service',
      title: 'Nuestro servicio',
      paragraphs: [
        'La consulta es gratuita. Cuéntele al bufete lo que pasó con un formulario corto o por teléfono. Más abajo puede leer exactamente adónde va un mensaje.',
        'Puede indicar la forma y el momento más seguros para comunicarse con usted. Hablar con un abogado no le compromete a nada. Usted decide si contrata a algún abogado.',
      ],
    },
    {
      id: 'our-mission',
      title: 'Nuestra misión',
      paragraphs: [
        'Nuestra misión es ayudar a las personas lesionadas y a sobrevivientes a obtener la compensación que merecen. Demasiadas personas nunca se enteran de que podrían tener un reclamo, o temen que un abogado les cueste demasiado.',
        'Queremos que pedir ayuda sea sencillo, privado y seguro, para que usted pueda tomar una decisión informada, a su propio ritmo.',
      ],
    },
  ],
};
