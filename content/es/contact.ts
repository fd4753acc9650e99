import type { Translation } from '@/lib/i18n';
import type { contactCopy as englishContactCopy } from '@/content/en/contact';
import { promises } from './promises';

export const contactCopy: Translation<typeof englishContactCopy> = {
  title: 'Contáctenos',
  lead: `Cuéntele al bufete lo que pasó, con sus propias palabras. ${promises.replyAim} La consulta es gratuita y usted no tiene ninguna obligación.`,
  sectionTitle: 'Pida su consulta gratuita',
  sectionLead: `Envíe un mensaje con sus propias palabras. ${promises.replyAim} La consulta es gratuita y sin compromiso.`,
  phoneTitle: '¿Prefiere hablar?',
  phoneText: 'Llame al bufete. Si ahora no es un momento seguro, use el formulario e indique cuándo y cómo es seguro comunicarse con usted.',
  formTitle: 'Envíele un mensaje al bufete',
  intakeLanguage: {
    withSpanish: 'El equipo de admisión del bufete puede responderle en español.',
    englishOnly:
      'El equipo de admisión del bufete responde en inglés. Puede escribir en español: el bufete buscará la forma de ayudarle en español o le dirá si no puede hacerlo.',
  },
  metaDescription: `Llame o escriba al bufete para pedir una consulta gratuita y sin compromiso. ${promises.replyAim}`,
};
