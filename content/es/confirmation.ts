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
  held: {
    title: 'Su mensaje está a salvo',
    lead: 'Gracias por comunicarse. El servicio de correo que lleva los mensajes a {firm} no puede recibirlos en este momento, así que su mensaje se guarda de forma segura y se enviará al equipo de admisión en cuanto el servicio lo acepte. Puede llegarle más tarde de lo habitual.',
    urgentPrefix: 'Si es urgente, llame al bufete:',
    nextSteps: [
      'No necesita enviarlo otra vez: se envía por usted cuando el servicio de correo vuelva a recibir mensajes.',
      'Cuando el equipo de admisión lo reciba, le responderá con los datos de contacto que dio y por los medios y en los horarios que marcó como seguros.',
      'La primera consulta es gratuita y sin compromiso. Usted decide si quiere seguir adelante.',
    ],
    keeping:
      'Hasta que se entregue, su mensaje espera cifrado en el servicio que envía los mensajes de este sitio al bufete, que lo borra en cuanto el bufete lo tiene. No se guarda nada en su dispositivo.',
  },
};
