import type { Translation } from '@/lib/i18n';
import type {
  caseFormFieldsCopy as englishCaseFormFieldsCopy,
  contactFormCopy as englishContactFormCopy,
  formCopy as englishFormCopy,
  optionLabels as englishOptionLabels,
  sendFailureCopy as englishSendFailureCopy,
  validationCopy as englishValidationCopy,
} from '@/content/en/forms';
import { leadJourney } from './lead-journey';

/** Copy shared by both Spanish lead forms. */
export const formCopy: Translation<typeof englishFormCopy> = {
  sending: 'Enviando mensaje...',
  stillSending: 'Todavía se está enviando… por favor, mantenga esta página abierta.',
  answeredBy: 'Este mensaje va al equipo de admisión de {firm}, el bufete que le responderá.',
  privacyNote: leadJourney.formNote,
  privacyLinkText: leadJourney.formLinkText,
  safeContactLegend: '¿Por qué medios es seguro comunicarnos con usted?',
  safeContactHint: 'Díganos qué medios son seguros, para que ninguna llamada, mensaje o mensaje de voz le ponga en riesgo.',
  safeTimeHint: 'Por ejemplo: "entre semana, de 9 a 11 de la mañana".',
  honeypotLabel: 'Deje este campo vacío',
  optional: '(opcional)',
  phoneHint:
    'No hace falta si el correo electrónico es el único medio seguro para comunicarnos con usted: en ese caso, marque solo "Correo electrónico" en "¿Por qué medios es seguro comunicarnos con usted?", más abajo.',
  noScript:
    'Este formulario necesita JavaScript para enviar su mensaje, y está desactivado o bloqueado en este navegador. Nada de lo que escriba aquí sale de esta página. También puede comunicarse con el bufete por teléfono:',
  notReady:
    'Este formulario todavía no está listo para enviar: la página se sigue cargando, o una parte no se cargó. No se envió nada, y todo lo que escribió sigue aquí. Espere un momento y vuelva a presionar el botón, o llame al bufete:',
  nowReady: 'El formulario ya está listo. Vuelva a presionar el botón para enviar su mensaje.',
  charactersLeft: 'Quedan {count} caracteres',
  characterLimitReached:
    'El mensaje llegó a su límite de {max} caracteres, y lo que pasaba de ese límite no se agregó. Acórtelo si necesita espacio, o cuéntele el resto al bufete cuando se comunique con usted.',
};

/** What the visitor reads when a send fails: what happened, then what they can do. */
export const sendFailureCopy: Translation<typeof englishSendFailureCopy> = {
  kept: 'Todo lo que escribió sigue aquí.',
  callPrefix: 'También puede llamar al bufete:',
  retry: 'Intentar de nuevo',
  reasons: {
    offline: {
      title: 'Parece que no tiene conexión a internet.',
      body: 'Su mensaje no se envió. Revise el wifi o los datos móviles. Cuando vuelva la conexión, este recuadro se lo dirá, y con presionar el botón una vez se enviará.',
    },
    network: {
      title: 'Su mensaje no se envió.',
      body: 'No pudimos comunicarnos con el servicio de correo electrónico. Revise su conexión y vuelva a intentarlo.',
    },
    timeout: {
      title: 'Es posible que su mensaje no se haya enviado.',
      body: 'El servicio de correo electrónico no respondió a tiempo. Vuelva a intentarlo, o llame. Si el primer intento sí llegó, puede que el bufete reciba su mensaje dos veces, y eso es mejor que perderlo.',
    },
    'rate-limit': {
      title: 'El servicio de correo electrónico está limitando los mensajes en este momento.',
      body: 'Su mensaje no se envió porque el servicio que lleva los mensajes al bufete no acepta nuevos por ahora: puede estar ocupado o haber llegado a su límite del mes. Usted no hizo nada mal. Llame al bufete o vuelva a intentarlo más tarde.',
    },
    'too-large': {
      title: 'Su mensaje es demasiado largo para enviarlo.',
      body: 'El servicio de correo electrónico lo rechazó por su tamaño. Acorte el mensaje y vuelva a intentarlo, o llame y cuénteselo directamente al bufete.',
    },
    invalid: {
      title: 'Su mensaje no fue aceptado.',
      body: 'El servicio de correo electrónico lo rechazó por no ser válido. Probablemente no sirva volver a intentarlo; por favor, llame.',
    },
    unavailable: {
      title: 'Su mensaje no se envió.',
      body: 'El servicio de correo electrónico tiene un problema de su lado. Vuelva a intentarlo en un minuto, o llame.',
    },
    rejected: {
      title: 'No se pudo enviar su mensaje.',
      body: 'El servicio de correo electrónico que lo lleva al bufete lo rechazó por un límite o un problema con la cuenta del bufete, no por algo que usted hiciera. Volver a intentarlo no servirá por ahora; por favor, llame.',
    },
    configuration: {
      title: 'No se pudo enviar su mensaje.',
      body: 'El formulario no está bien configurado de nuestro lado. Por favor, llame.',
    },
    unexpected: {
      title: 'Algo falló en esta página.',
      body: 'No sabemos si su mensaje se envió. Vuelva a intentarlo, o llame. Si el primer intento sí llegó, puede que el bufete reciba su mensaje dos veces, y eso es mejor que perderlo.',
    },
  },
  reconnected: {
    title: 'Ya tiene conexión otra vez.',
    body: 'Su mensaje todavía no se ha enviado. Presione "Enviar ahora" para enviarlo.',
    action: 'Enviar ahora',
  },
};

/**
 * Validation messages. The field's name goes inside quotation marks, so one template reads
 * correctly for any field, whatever the gender or number of its noun.
 */
export const validationCopy: Translation<typeof englishValidationCopy> = {
  required: 'El campo "{label}" es obligatorio.',
  invalidEmail: 'Escriba un correo electrónico válido en el campo "{label}".',
  invalidPhone: 'Escriba un número de teléfono válido en el campo "{label}".',
  tooLong: 'El campo "{label}" admite como máximo {max} caracteres.',
  invalidZip: 'Escriba un código postal válido.',
};

/** Each field: its visible label, and its name inside a validation message. */
export const contactFormCopy: Translation<typeof englishContactFormCopy> = {
  formLabel: 'Formulario de contacto',
  submit: 'Enviar',
  issuePlaceholder: 'Elija un tipo de caso',
  fields: {
    name: { label: 'Nombre', inMessages: 'Nombre' },
    email: { label: 'Correo electrónico', inMessages: 'Correo electrónico' },
    phone: { label: 'Teléfono', inMessages: 'Teléfono' },
    issueType: { label: 'Tipo de caso', inMessages: 'Tipo de caso' },
    message: { label: 'Mensaje', inMessages: 'Mensaje' },
    safeTime: { label: 'Hora segura para llamar', inMessages: 'Hora segura para llamar' },
  },
};

export const caseFormFieldsCopy: Translation<typeof englishCaseFormFieldsCopy> = {
  formLabel: 'Formulario del caso',
  submit: 'Enviar mi caso',
  issuePlaceholder: 'Elija un tipo de caso',
  fields: {
    issueType: { label: '¿Qué tipo de caso es?', inMessages: 'Tipo de caso' },
    zipCode: { label: '¿Cuál es su código postal?', inMessages: 'Código postal' },
    name: { label: '¿Cuál es su nombre completo?', inMessages: 'Nombre completo' },
    email: { label: '¿Cuál es su correo electrónico?', inMessages: 'Correo electrónico' },
    phone: { label: '¿Cuál es su número de teléfono?', inMessages: 'Teléfono' },
    period: { label: '¿Cuándo ocurrió el incidente?', inMessages: 'Cuándo ocurrió' },
    injusticeType: { label: '¿Cuál es el tipo principal de injusticia?', inMessages: 'Tipo principal de injusticia' },
    medicalTreatment: { label: '¿Estuvo en el hospital o recibió tratamiento médico?', inMessages: 'Tratamiento médico' },
    othersAffected: { label: '¿Hubo otras personas afectadas?', inMessages: 'Otras personas afectadas' },
    signedWithFirm: { label: '¿Ya firmó un contrato con un bufete de abogados?', inMessages: 'Contrato con un bufete' },
    message: { label: '¿Hay algo más sobre su caso que quiera contarnos?', inMessages: 'Detalles del caso' },
    safeTime: { label: 'Hora segura para llamar', inMessages: 'Hora segura para llamar' },
  },
};

/**
 * How each answer reads on a Spanish page. The keys are the canonical values the firm receives
 * (lib/leads/options.ts), so its intake team sees one vocabulary whatever the page's language.
 * "Violated" is the English form's physical or sexual violation, beside "Mental Abuse".
 */
export const optionLabels: Translation<typeof englishOptionLabels> = {
  notAnswered: 'Sin responder',
  period: {
    'Less than 1 Year': 'Hace menos de 1 año',
    'Less than 2 Years': 'Hace menos de 2 años',
    'Less than 3 Years': 'Hace menos de 3 años',
    '3 Years or More': 'Hace 3 años o más',
  },
  yesNo: { Yes: 'Sí', No: 'No' },
  injusticeType: { Violated: 'Abuso físico o sexual', 'Mental Abuse': 'Abuso psicológico', Other: 'Otro' },
  safeContact: {
    'Phone call': 'Llamada telefónica',
    Voicemail: 'Mensaje de voz',
    'Text message': 'Mensaje de texto',
    'E-mail': 'Correo electrónico',
  },
};
