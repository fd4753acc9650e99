import type { Translation } from '@/lib/i18n';
import type { leadJourney as englishLeadJourney } from '@/content/en/lead-journey';
import { promises } from './promises';

/**
 * The Spanish account of where a message sent through the forms goes. The Spanish pages quote it
 * as the English pages quote content/lead-journey.ts, which says what both must stay true to.
 * "Publicidad de abogados" is the footer's label in Spanish (./site.ts), so the pointer matches it.
 */
export const leadJourney: Translation<typeof englishLeadJourney> = {
  title: 'Adónde va su mensaje',
  recipient:
    'Un mensaje enviado con los formularios de este sitio web va a un solo lugar: al equipo de admisión del bufete de abogados responsable de este sitio, cuyo nombre aparece junto a "Publicidad de abogados" al pie de cada página. El bufete lo usa solo para responderle y organizar su consulta gratuita.',
  transport:
    'El mensaje viaja por correo electrónico. Su navegador lo envía por una conexión cifrada a EmailJS, un servicio de correo electrónico de otra empresa, que se lo reenvía al bufete por correo. EmailJS y los proveedores de correo que transportan el mensaje pueden guardar una copia o un registro del mensaje, según sus propias políticas de privacidad.',
  noCopy: 'Este sitio web no guarda ninguna copia: no tiene base de datos y no guarda nada en su dispositivo.',
  reply: `${promises.replyAim} El bufete le contesta por los medios de contacto que usted dio y en las formas y los horarios que marcó como seguros. Es el compromiso del bufete de contestarle, no una promesa de que aceptará su caso.`,
  limitsTitle: 'Lo que este sitio web no hace con su mensaje',
  limits: {
    advice: 'Este sitio web ofrece información general, no asesoría legal, y no decide si usted tiene un caso.',
    otherFirms: 'No pasa su mensaje a otros bufetes, no compara abogados y no elige a ninguno por usted.',
    sale: 'Su información nunca se vende, no se comparte con anunciantes y no se agrega a ninguna lista de correo.',
    relationship: promises.noRelationship,
  },
  formNote:
    'Enviar este formulario no crea una relación abogado-cliente. Lo que escriba se envía por correo electrónico, a través de EmailJS (un servicio de correo de otra empresa), al equipo de admisión del bufete cuyo nombre aparece al pie de esta página, solo para organizar su consulta gratuita. Este sitio web no guarda ninguna copia.',
  formLinkText: 'Adónde va su mensaje y quién puede guardar una copia',
};
