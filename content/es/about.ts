import type { Translation } from '@/lib/i18n';
import type { about as englishAbout } from '@/content/en/about';

/** heroText is also the page's search description, so keep it under 155 characters. */
export const about: Translation<typeof englishAbout> = {
  heroTitle: 'Un bufete que escucha a sobrevivientes y a personas lesionadas',
  heroText: 'Este sitio web es la publicidad de un bufete: sobrevivientes de abuso sexual y personas lesionadas pueden pedirle una consulta gratuita.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Quiénes somos',
      paragraphs: [
        'Referral Portal for Abuse es el nombre de este sitio web, que es publicidad de abogados de un solo bufete: el abogado o la abogada y el bufete que aparecen junto a "Publicidad de abogados" al pie de cada página. Aunque su nombre en inglés diga "Referral" (remisión), no remite a nadie a otros abogados: un mensaje que usted envíe va solo a ese bufete.',
        'El bufete ayuda a personas que sufrieron abuso sexual o lesiones graves. Quien puede explicarle sus derechos y sus opciones es un abogado o una abogada del bufete.',
      ],
    },
    {
      id: 'our-service',
      title: 'Nuestro servicio',
      paragraphs: [
        'La consulta es gratuita. Cuéntele al bufete lo que pasó con un formulario corto o por teléfono. Más abajo puede leer exactamente adónde va un mensaje.',
        'Puede indicar la forma y el momento más seguros para comunicarse con usted. Hablar con el bufete no le compromete a nada, y usted decide si lo contrata.',
      ],
    },
    {
      id: 'our-mission',
      title: 'Nuestra misión',
      paragraphs: [
        'La misión del bufete es ayudar a las personas lesionadas y a sobrevivientes a buscar la compensación que permite la ley. Demasiadas personas nunca se enteran de que podrían tener un reclamo, o temen que un abogado les cueste demasiado.',
        'El bufete quiere que pedir ayuda sea sencillo y seguro, para que usted pueda tomar una decisión informada, a su propio ritmo.',
      ],
    },
  ],
};
