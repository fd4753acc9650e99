import type { Translation } from '@/lib/i18n';
import type { howItWorks as englishHowItWorks } from '@/content/en/how-it-works';
import { promises } from './promises';

/** The three steps shown under "Cómo funciona" on the Spanish home page. */
export const howItWorks: Translation<typeof englishHowItWorks> = {
  title: 'Cómo funciona',
  intro: 'Dar el primer paso puede ser difícil. El bufete lo hace sencillo y gratuito, y usted puede detenerse en cualquier momento.',
  steps: [
    {
      title: 'Cuéntele al bufete lo que pasó',
      text: 'Llene un formulario corto o llame al bufete. Comparta solo lo que quiera compartir, e indique la forma y el momento más seguros para comunicarse con usted.',
    },
    {
      title: 'Reciba una consulta gratuita',
      text: `${promises.replyAim} Después puede hacerle sus preguntas a un abogado del bufete y conocer sus opciones. No cuesta nada y usted no tiene ninguna obligación. ${promises.noRelationship}`,
    },
    {
      title: 'Reciba un estimado de la compensación',
      text: 'Si usted podría tener un caso, el abogado puede explicarle qué compensación podría permitir la ley en un caso como el suyo. Es información para ayudarle a decidir, no la promesa de ningún resultado.',
    },
  ],
};
