import type { stateGuidesCopy as english } from '@/content/en/state-guides';
import type { Translation } from '@/lib/i18n';

export const stateGuidesCopy: Translation<typeof english> = {
  indexTitle: 'Guías por estado para sobrevivientes',
  indexLead:
    'Plazos para presentar una demanda civil, y dónde encontrar ayuda, en cada estado donde el bufete acepta casos. Cada plazo indica la ley de la que proviene y la fecha en que se verificó.',
  indexIntro:
    'Elija su estado. Cada guía explica, con palabras sencillas, el plazo de prescripción general para un reclamo por lesiones, los plazos para sobrevivientes de abuso sexual infantil y de agresión sexual en la edad adulta, cualquier ventana de reactivación que haya reabierto reclamos antiguos y las coaliciones estatales que ayudan a sobrevivientes.',
  table: {
    caption: 'Plazos para una demanda civil en los estados donde el bufete acepta casos, al {date}',
    state: 'Estado',
    personalInjury: 'Reclamos por lesiones en general',
    childSexualAbuse: 'Abuso sexual infantil',
    adultSexualAssault: 'Agresión sexual en la edad adulta',
    windows: 'Ventana para reclamos vencidos abierta el {date}',
    askTheFirm: 'Consulte al bufete',
    sameAsGeneral: 'El plazo general',
    noWindow: 'Ninguna abierta',
    noWindowConfirmed: 'Ninguna confirmada: consulte al bufete',
    windowUntil: 'Abierta hasta el {closed}',
    windowNoEnd: 'Abierta, sin último día',
    windowReportedUntil: 'Según informes: abierta hasta el {closed}',
    windowReportedNoEnd: 'Según informes: abierta, sin último día',
    laterReported: 'se informa de una ventana posterior',
    call: 'Llame al {phone}',
    notListed:
      '¿Su estado no aparece en esta tabla? El bufete acepta casos solo en los estados que se muestran aquí. Las líneas de ayuda de la página de seguridad atienden a todas las personas, vivan donde vivan:',
    notListedLink: 'Seguridad y ayuda en crisis',
    note: 'Cada celda da la regla general en pocas palabras y lleva a la parte de la guía estatal que da la ley, sus excepciones y sus fuentes; las excepciones pueden acortar o alargar un plazo. Lea la guía del estado antes de confiar en ella y pida al bufete que revise el plazo para los hechos de su caso.',
  },
  pageTitle: '{state}: plazos y ayuda para sobrevivientes',
  pageLead:
    'Lo que dice la ley de {state} sobre el tiempo que usted tiene para presentar una demanda civil, con la fuente de cada dato, y dónde encontrar ayuda.',
  reviewed: 'Última revisión:',
  answer: {
    title: 'Su tiempo para actuar, en breve',
    labels: {
      child: 'Abuso en la niñez:',
      adult: 'Agresión sexual en la edad adulta:',
      injury: 'Lesiones:',
    },
    general: 'el plazo general, {limit}.',
    reported: 'Informado, aún sin confirmar:',
    open: {
      child: 'Muchos estados permiten décadas o no tienen límite; el bufete lo revisa primero.',
      adult: 'Los plazos varían mucho y algunos estados no tienen ninguno; el bufete lo revisa primero.',
      injury: 'Los plazos varían según el estado y hay excepciones que dan más tiempo; el bufete lo revisa primero.',
    },
    call: 'Llame al {phone}',
    reportedNote:
      'Informado quiere decir que lo informa un registro oficial, un servicio de seguimiento legislativo, CHILD USA o la prensa; el bufete revisa primero cada regla informada.',
    details: 'Los detalles, con la ley detrás de cada línea, están más abajo.',
  },
  caveatTitle: 'Antes de leer',
  caveat: [
    'Las leyes cambian, y las excepciones pueden acortar o alargar un plazo. Un reclamo contra una entidad del gobierno, por ejemplo, puede requerir un aviso por escrito en pocos meses.',
    'Esta página es información general, no asesoría legal, y leerla no lo convierte en cliente del bufete.',
    'Si usted se comunica con el bufete, este revisará qué plazo se aplica a los hechos de su caso. Por favor, no decida por su cuenta que ya es demasiado tarde.',
  ],
  sections: {
    personalInjury: 'Reclamos por lesiones en general',
    childSexualAbuse: 'Sobrevivientes de abuso sexual infantil',
    revivalWindows: 'Ventanas de reactivación de reclamos antiguos',
    adultSexualAssault: 'Sobrevivientes de agresión sexual en la edad adulta',
    help: 'Dónde encontrar ayuda en {state}',
  },
  unstated: {
    governedBy: 'La ley que lo rige:',
    differ:
      'Los plazos como este varían mucho de un estado a otro, y las excepciones pueden dar más tiempo, así que, por favor, no decida por su cuenta que ya es demasiado tarde. El bufete revisa este plazo primero.',
    differChild:
      'Los plazos para el abuso sexual infantil varían mucho de un estado a otro: a menudo son décadas, y en algunos estados no hay ninguno. Por favor, no decida por su cuenta que ya es demasiado tarde. El bufete revisa este plazo primero.',
    childUsa: 'Investigación independiente sobre los plazos para el abuso sexual infantil en {state}:',
    childUsaLink: 'CHILD USA sobre {state}',
  },
  firm: {
    lead: 'Consulte al bufete:',
    form: 'inicie una revisión gratuita del caso',
    or: 'o',
    call: 'llame al {phone}',
  },
  reported: {
    law: 'Ley de la que se informa: {citation}.',
    label: 'Según informes, aún sin confirmar:',
    by: 'Informan de ello:',
    kinds: {
      'legislature-record': 'un registro de la propia legislatura',
      'court-record': 'un registro de un tribunal',
      'press-release': 'un comunicado de prensa del autor del proyecto',
      tracker: 'un servicio de seguimiento legislativo',
      'child-usa': 'la investigación independiente de CHILD USA',
      'bar-journal': 'un colegio de abogados o una revista jurídica',
      news: 'una noticia',
    },
    windowStatus: {
      open: 'Según informes, abierta al {asOf}, y según se informa va hasta el {closed}.',
      openNoEnd: 'Según informes, abierta al {asOf}, sin que se informe un final. Se abrió el {opened}.',
      'closing-soon': 'Según informes, abierta al {asOf}, y según se informa va hasta el {closed}. Comuníquese con el bufete de inmediato.',
      closed: 'Según informes, estuvo abierta del {opened} al {closed}. Pregunte al bufete si esta u otra regla alcanza su reclamo.',
      upcoming: 'Según informes, se abre el {opened}.',
    },
  },
  laterWindow:
    'Puede que este no sea su último día: se informa de una ventana posterior en {state} (más abajo). Pregunte al bufete qué ventana alcanza su reclamo.',
  howWeChecked: 'Cómo lo verificamos',
  confirmedBy: 'Confirmado por {name} el {date}, a partir de:',
  printHeader: '{firm}, teléfono {phone}, en internet en {site}',
  adultSameAsGeneral:
    'No encontramos un plazo distinto para sobrevivientes adultos en {state}, así que normalmente se aplica el plazo general de arriba. Pida al bufete que lo confirme para los hechos de su caso.',
  windowsUrgent: 'Pregunte de inmediato al bufete si hay una ventana abierta para usted, porque las ventanas se cierran en fechas fijas.',
  noWindowsConfirmed: 'Pregunte al bufete si una ventana reabrió reclamos como el suyo en {state}.',
  noWindows:
    'No encontramos en {state} una ventana de reactivación que haya reabierto reclamos vencidos. Pregunte al bufete si alguna excepción se aplica a su caso.',
  asOf: 'Si una ventana está abierta se indica al {date}, el día en que se publicó esta página.',
  windowStatus: {
    open: 'Abierta al {asOf}: el último día para presentar un reclamo en ella es el {closed}.',
    openNoEnd: 'Abierta al {asOf}; la ley, tal como la leímos, no fija un último día. Se abrió el {opened}.',
    'closing-soon': 'Cierra pronto: al {asOf}, el último día para presentar un reclamo en esta ventana es el {closed}. Comuníquese con el bufete de inmediato.',
    closed: 'Cerrada: estuvo abierta del {opened} al {closed}.',
    upcoming: 'Todavía no está abierta: se abre el {opened}.',
  },
  helpKinds: {
    'sexual-assault': 'Coalición estatal contra la agresión sexual',
    'domestic-violence': 'Coalición estatal contra la violencia doméstica',
    both: 'Coalición estatal contra la violencia sexual y doméstica',
  },
  helpNone: 'No pudimos confirmar, en su propio sitio web, una coalición estatal que atienda a sobrevivientes en {state}, así que no indicamos ninguna aquí.',
  helpIntro: 'Estas coaliciones estatales pueden indicarle un programa local de consejería, apoyo y refugio. No forman parte del bufete.',
  nationalHelp: 'Las líneas de ayuda abiertas día y noche, incluidas las de chat y de mensajes de texto, están en la página de seguridad:',
  nationalHelpLink: 'Seguridad y ayuda en crisis',
  relatedTitle: 'Lea también',
  ctaTitle: 'Pregunte al bufete por su plazo',
  ctaText: 'Cuéntele al bufete lo que pasó, con sus propias palabras y solo lo que quiera compartir. La consulta es gratuita y sin compromiso.',
  ctaButton: 'Iniciar una revisión gratuita del caso',
};
