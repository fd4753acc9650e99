import type { Translation } from '@/lib/i18n';
import type { confirmation as englishConfirmation } from '@/content/en/confirmation';
import { leadJourney } from './lead-journey';

export const confirmation: Translation<typeof englishConfirmation> = {
  title: 'Su mensaje fue enviado',
  lead: 'Gracias por comunicarse. Su mensaje va en camino al equipo de admisión de {firm}.',
  nextStepsTitle: 'Qué pasa ahora',
  nextSteps: [
    leadJourney.reply,
    'La primera consulta es gratuita y sin compromiso. Usted decide si quiere seguir adelante.',
    'Si recuerda algo que quiera agregar, dígaselo al equipo de admisión cuando le responda, o envíe otro mensaje.',
  ],
  journeyTitle: leadJourney.title,
  journeyParagraphs: [leadJourney.recipient, leadJourney.transport, leadJourney.noCopy],
  homeLabel: 'Ir al inicio',
};
