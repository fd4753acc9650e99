import type { Translation } from '@/lib/i18n';
import type { homeCopy as englishHomeCopy } from '@/content/en/home';
import { leadJourney } from './lead-journey';
import { promises } from './promises';

/** Spanish home page copy that is not a list of its own (issue types, steps, reviews and FAQ have files). */
export const homeCopy: Translation<typeof englishHomeCopy> = {
  headline: 'Consulta gratuita, sin ningún costo',
  promise: `Hable con un abogado del bufete sobre lo que le pasó. La consulta es gratuita y sin compromiso. ${promises.replyAim}`,
  searchLabel: 'Buscar un abogado',
  pickerLegend: '¿Qué le pasó?',
  dropdownLabel: 'Tipo de caso',
  zipLabel: 'Código postal',
  zipPlaceholder: 'Escriba su código postal',
  findLawyer: 'Buscar abogado',
  confidential: 'Preguntar no cuesta nada. Sin compromiso.',
  legalAreasTitle: 'Áreas legales: ¿cuál es su caso?',
  legalAreasLead: 'Elija el área que más se parezca a su situación. Un abogado del bufete puede ayudarle a entender sus opciones.',
  legalAreaAction: 'Empezar una revisión gratuita del caso',
  legalAreaGuide: 'Lea la guía:',
  legalAreaStates: 'Plazos en su estado',
  whyTitle: '¿Por qué elegirnos?',
  mission:
    'La misión del bufete es que las personas sobrevivientes y lesionadas sean escuchadas, que se les crea y que puedan saber por un abogado, sin ningún costo por preguntar, qué compensación podría permitir la ley.',
  whyPoints: [
    {
      title: 'Preguntar es gratis',
      text: promises.fees,
    },
    { title: 'Una respuesta pronto', text: leadJourney.reply },
    { title: 'Usted tiene el control', text: `Preguntar no le compromete a nada. ${promises.noRelationship}` },
  ],
  reviewsTitle: 'Lo que dicen nuestros clientes',
  reviewsTitleSamples: 'Ejemplos ilustrativos',
  reviewsDisclaimer: 'Los resultados anteriores no garantizan un resultado similar.',
  faqTitle: 'Preguntas que nos hacen las personas sobrevivientes',
};
