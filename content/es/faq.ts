import type { FaqTabsEntry } from '@/lib/schemas/content';
import { leadJourney } from './lead-journey';
import { promises } from './promises';

/** The two FAQ tabs of the Spanish home page. Each answer is general information, not legal advice. */
export const faqTabs: FaqTabsEntry = [
  {
    id: 'why-hire',
    label: 'Por qué contratar a un abogado',
    items: [
      {
        id: 'what-a-lawyer-does',
        subject: '¿Qué puede hacer un abogado por una persona sobreviviente?',
        subtitle: 'Una vez que usted contrata a un abogado, el abogado actúa en su nombre.',
        paragraphs: [
          'Un abogado puede escuchar lo que pasó y explicarle sus derechos con palabras sencillas. Puede decirle si usted podría tener un reclamo de compensación, y contra quién. Podría ser la persona que le hizo daño, o un empleador, una escuela o una organización que no le protegió.',
          'Si usted decide seguir adelante, el abogado se encarga del trabajo legal. Reúne pruebas, trata con la otra parte y habla por usted, para que no tenga que enfrentar esto sin apoyo.',
        ],
      },
      {
        id: 'how-much-it-costs',
        subject: '¿Cuánto cuesta un abogado?',
        subtitle: 'La consulta es gratuita. Pregunte cómo funcionan los honorarios y los gastos antes de firmar.',
        paragraphs: [
          promises.fees,
          'Pídale al bufete que le explique sus honorarios y cómo se manejan los gastos del caso antes de firmar cualquier cosa, y asegúrese de que el contrato de honorarios quede por escrito.',
        ],
      },
      {
        id: 'you-stay-in-control',
        subject: '¿Seguiré teniendo el control?',
        paragraphs: [
          'Sí. Hablar con el bufete no le compromete a nada. Usted decide si contrata al bufete, y nunca tiene que explicar por qué.',
          promises.noRelationship,
          'Si contrata al bufete, las decisiones importantes, como aceptar o no un acuerdo, le corresponden a usted. Puede hacer preguntas en cualquier momento, tomarse tiempo para pensar o detenerse cuando quiera.',
        ],
      },
    ],
  },
  {
    id: 'faq',
    label: 'Preguntas frecuentes',
    items: [
      {
        id: 'free-and-confidential',
        subject: '¿La consulta es de verdad gratuita y confidencial?',
        subtitle: 'Gratuita, sí. Confidencial, con un límite que conviene que conozca.',
        paragraphs: [
          'Gratuita: la consulta no cuesta nada, y preguntar no le compromete a nada. Después de la consulta, usted es libre de no seguir adelante.',
          leadJourney.recipient,
          leadJourney.transport,
          promises.confidentiality,
          'El privilegio abogado-cliente es la protección legal que mantiene en reserva lo que usted habla con su abogado. Escriba solo lo que no le incomode dejar por escrito, y guarde los detalles para la conversación con el bufete.',
          'Puede decirle al bufete por qué medios es seguro comunicarse con usted, y cuándo.',
          promises.replyAim,
        ],
      },
      {
        id: 'is-there-a-deadline',
        subject: '¿Hay un plazo para tomar acción legal?',
        paragraphs: [
          'Por lo general, sí. Cada estado fija plazos, llamados plazos de prescripción, que dependen del estado y del tipo de reclamo. Algunos reclamos no tienen plazo: por ejemplo, un reclamo federal de alguien que, siendo menor de edad, fue víctima de ciertos delitos sexuales federales o de trata, si el reclamo no había vencido todavía cuando esa regla entró en vigor el 16 de septiembre de 2022.',
          promises.timeLimit,
          'Como los plazos pueden vencer sin aviso, conviene preguntarle pronto al bufete, aunque lo que pasó haya sido hace mucho tiempo.',
        ],
      },
      {
        id: 'not-ready-for-police',
        subject: '¿Y si todavía no me animo a denunciar ante la policía?',
        paragraphs: [
          'No pasa nada. Puede hablar primero con el bufete, y no necesita un informe policial para hacer preguntas. Un abogado puede explicarle cómo funciona un caso civil (un reclamo de compensación) y qué relación puede tener con una denuncia policial, para que usted decida lo que le parezca mejor.',
          'Si necesita apoyo ahora mismo, la Línea de Ayuda Nacional de Abuso Sexual es gratuita y confidencial, de día y de noche, en el 800-656-4673. Si está en peligro, llame al 911.',
        ],
      },
    ],
  },
];
