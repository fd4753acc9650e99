import type { Translation } from '@/lib/i18n';
import type { homeCopy as englishHomeCopy } from '@/content/en/home';
import { leadJourney } from './lead-journey';

/** Spanish home page copy that is not a list of its own (issue types, steps, reviews and FAQ have files). */
export const homeCopy: Translation<typeof englishHomeCopy> = {
  headline: 'Consulta gratuita, sin ningún costo',
  promise: `Hable con un abogado con experiencia sobre lo que le pasó. La consulta es gratuita y sin compromiso. ${leadJourney.replyAim}`,
  searchLabel: 'Buscar un abogado',
  pickerLegend: '¿Qué le pasó?',
  dropdownLabel: 'Tipo de caso',
  zipLabel: 'Código postal',
  zipPlaceholder: 'Escriba su código postal',
  findLawyer: 'Buscar abogado',
  confidential: 'Confidencial. Sin costo. Sin compromiso.',
  legalAreasTitle: 'Áreas legales: ¿cuál es su caso?',
  legalAreasLead: 'Elija el área que más se parezca a su situación. Un abogado le ayudará a entender sus opciones.',
  legalAreaAction: 'Empezar una revisión gratuita del caso',
  legalAreaGuide: 'Lea la guía:',
  legalAreaStates: 'Plazos en su estado',
  whyTitle: '¿Por qué elegirnos?',
  mission:
    'Nuestra misión es que las personas sobrevivientes y lesionadas sean escuchadas, que se les crea y que puedan comunicarse con un abogado que pueda luchar por la compensación que merecen, sin ningún costo por preguntar.',
  whyPoints: [
    {
      title: 'Preguntar es gratis',
      text: 'La consulta no cuesta nada. Los abogados que llevan estos casos suelen cobrar honorarios de contingencia, sin nada que pagar por adelantado; pregúntele al bufete cómo funcionan sus honorarios y sus gastos.',
    },
    { title: 'Respuesta rápida', text: leadJourney.reply },
    { title: 'Usted tiene el control', text: 'Preguntar no le compromete a nada. Usted decide si contrata a algún abogado.' },
  ],
  reviewsTitle: 'Lo que dicen nuestros clientes',
  reviewsDisclaimer: 'Los resultados anteriores no garantizan un resultado similar.',
  faqTitle: 'Preguntas que nos hacen las personas sobrevivientes',
};
