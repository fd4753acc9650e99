import type { Translation } from '@/lib/i18n';
import type { contactCopy as englishContactCopy } from '@/content/en/contact';
import { leadJourney } from './lead-journey';

export const contactCopy: Translation<typeof englishContactCopy> = {
  title: 'Contáctenos',
  lead: `Cuéntenos lo que pasó, con sus propias palabras. ${leadJourney.replyAim} La consulta es gratuita y usted no tiene ninguna obligación.`,
  sectionTitle: 'Pida su consulta gratuita',
  sectionLead: `Envíe un mensaje con sus propias palabras. ${leadJourney.replyAim} La consulta es gratuita, confidencial y sin compromiso.`,
  phoneTitle: '¿Prefiere hablar?',
  phoneText: 'Llámenos. Si ahora no es un momento seguro, use el formulario y díganos cuándo y cómo es seguro comunicarnos con usted.',
  formTitle: 'Envíenos un mensaje',
  metaDescription: `Llame o escriba para pedir una consulta gratuita, confidencial y sin compromiso con un abogado. ${leadJourney.replyAim}`,
};
