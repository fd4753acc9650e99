import type { Translation } from '@/lib/i18n';
import type { issueTypes as englishIssueTypes, otherIssueChoices as englishOtherIssueChoices } from '@/content/en/issue-types';

/** The six issue types on Spanish pages, by canonical name: what the forms send stays the English name. */
export const issueTypes: Translation<typeof englishIssueTypes> = {
  'Sex Assault': {
    label: 'Agresión sexual',
    summary: 'Contacto sexual sin su consentimiento, reciente o del pasado',
    description:
      'Cualquier contacto sexual que usted no aceptó, ya sea que haya pasado la semana pasada o hace años. Un abogado puede escuchar lo que pasó y explicarle las opciones que podría tener.',
  },
  'Child Sex Abuse': {
    label: 'Abuso sexual infantil',
    summary: 'Abuso de un menor, también de adultos que lo sufrieron en la infancia',
    description:
      'Abuso sexual de un menor por parte de un familiar, un entrenador o entrenadora, un maestro o maestra, un miembro del clero o cualquier otra persona. Muchos estados dan más tiempo para actuar a las personas adultas que lo sufrieron en la infancia, y un abogado puede explicarle qué se aplica en su caso.',
  },
  'Sex Exploitation': {
    label: 'Explotación sexual',
    summary: 'Trata de personas, o actos sexuales por la fuerza o con engaños',
    description:
      'Que le obliguen, le presionen o le engañen para realizar actos sexuales, incluida la trata de personas con fines sexuales. Un abogado puede explicarle sus derechos y si se puede hacer responsable a alguien.',
  },
  'Partner Violence': {
    label: 'Violencia de pareja',
    summary: 'Abuso de su cónyuge, su pareja o alguien con quien salió',
    description:
      'Abuso físico, sexual o emocional por parte de una pareja actual o anterior. Un abogado puede hablar con usted sobre sus opciones, poniendo siempre su seguridad en primer lugar.',
  },
  'Workplace Sex Abuse': {
    label: 'Abuso sexual en el trabajo',
    summary: 'Acoso o agresión sexual en el trabajo',
    description:
      'Acoso, agresión o presión sexual por parte de un jefe o jefa, un compañero o compañera de trabajo o un cliente. Un abogado puede explicarle sus derechos en el trabajo y qué pasos podría tomar.',
  },
  'Digital Sex Abuse': {
    label: 'Abuso sexual digital',
    summary: 'Imágenes íntimas compartidas sin consentimiento, o amenazas en internet',
    description:
      'Imágenes íntimas compartidas sin su consentimiento, amenazas de compartirlas si usted no paga o no envía más, y acoso sexual en internet. Un abogado puede explicarle qué se podría hacer para que esa persona responda por lo que hizo.',
  },
};

export const otherIssueChoices: Translation<typeof englishOtherIssueChoices> = {
  'Car, work or other injury': 'Accidente de auto, de trabajo u otra lesión',
  'Something else': 'Otra cosa',
};
