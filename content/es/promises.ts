import type { Translation } from '@/lib/i18n';
import type { promises as englishPromises } from '@/content/en/promises';

/** Cada promesa del sitio, escrita una sola vez; las páginas, las preguntas frecuentes y cada artículo la citan tal cual. */
export const promises: Translation<typeof englishPromises> = {
  replyAim: 'El equipo de admisión del bufete tiene como objetivo responderle en menos de 24 horas.',
  confidentiality:
    'El bufete trata como confidencial lo que usted comparte, pero un mensaje enviado por este sitio web viaja por correo electrónico a través de servicios externos, así que no cuente con que lo que escriba esté protegido por el privilegio abogado-cliente.',
  fees: 'La consulta es gratuita. Si el bufete acepta su caso con honorarios de contingencia, sus honorarios son una parte del dinero que se recupere; su contrato de honorarios por escrito con el bufete fija los honorarios y dice si usted tendría que pagar los gastos del caso, como las tasas judiciales, si no se recupera nada.',
  timeLimit:
    'La mayoría de los reclamos tiene un plazo de prescripción, y en algunos estados, como Kentucky, el plazo general para un reclamo por lesiones es de un año; las personas sobrevivientes de abuso sexual infantil a menudo tienen mucho más tiempo, aunque un plazo más largo por lo general no reabre un reclamo que ya había vencido, salvo que una ley abriera una ventana para ello. Las leyes cambian y hay excepciones, así que pregunte pronto por su estado.',
  noRelationship: 'Comunicarse con el bufete no crea una relación abogado-cliente.',
};
