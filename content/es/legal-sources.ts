import type { legalSourcesCopy as english } from '@/content/en/legal-sources';
import type { Translation } from '@/lib/i18n';

export const legalSourcesCopy: Translation<typeof english> = {
  pageFactsTitle: 'De dónde vienen los datos legales de esta página',
  pageFactsIntro: 'Cada dato legal que da esta página, con la ley en la que se basa y las páginas de esa ley que leímos.',
  sourcesLabel: 'La ley: {citation}. Fuentes leídas:',
  sourceKinds: {
    official: 'una página oficial de la legislatura, de un tribunal o del gobierno',
    'statute-copy': 'una copia del texto de la ley',
    corroboration: 'un resumen que coincide',
  },
  checkedLabel: 'Verificado el',
};
