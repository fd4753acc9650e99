import type { Translation } from '@/lib/i18n';
import type { howItWorks as englishHowItWorks } from '@/content/en/how-it-works';
import { leadJourney } from './lead-journey';

/** The three steps shown under "Cómo funciona" on the Spanish home page. */
export const howItWorks: Translation<typeof englishHowItWorks> = {
  title: 'Cómo funciona',
  intro: 'Dar el primer paso puede ser difícil. Lo hacemos sencillo, gratuito y privado, y usted puede detenerse en cualquier momento.',
  steps: [
    {
      title: 'Cuéntenos lo que pasó',
      text: 'Llene un formulario corto o llámenos. Comparta solo lo que quiera compartir, y díganos la forma y el momento más seguros para comunicarnos con usted.',
    },
    {
      title: 'Reciba una consulta gratuita',
      text: `${leadJourney.replyAim} Después puede hacerle preguntas a un abogado y conocer sus opciones. No cuesta nada y usted no tiene ninguna obligación.`,
    },
    {
      title: 'Reciba un estimado de la compensación',
      text: 'Si usted podría tener un caso, el abogado puede estimar la compensación máxima que el caso podría valer. Es un estimado para ayudarle a decidir, no la promesa de ningún resultado.',
    },
  ],
};
