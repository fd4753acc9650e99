import type { Translation } from '@/lib/i18n';
import type { blogCopy as englishBlogCopy } from '@/content/en/blog-copy';

export const blogCopy: Translation<typeof englishBlogCopy> = {
  movedTitle: 'Nueva dirección: {title}',
  title: 'Blog de derecho de lesiones',
  reviewedLabel: 'Última revisión:',
  articlesLabel: 'Artículos',
  survivorGuidesTitle: 'Guías para sobrevivientes de abuso sexual',
  survivorGuidesLead: 'Empiece por la guía que corresponde a lo que le pasó, o consulte los plazos donde usted vive.',
  stateGuidesLink: 'Plazos y ayuda en su estado',
  listLead: 'Guías en lenguaje sencillo para sobrevivientes y personas lesionadas: sus derechos, sus opciones y qué puede esperar.',
  listDescription: 'Artículos en lenguaje sencillo sobre lesiones personales, reclamos por abuso, abogados y compensación. Página {page} de {total}.',
  pageOf: 'Página {page} de {total}',
  pageNumber: 'Página {page}',
  listPagerLabel: 'Páginas del blog',
  articlePagerLabel: 'Más artículos',
  breadcrumbLabel: 'Ruta de navegación',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  previousArticle: 'Artículo anterior',
  nextArticle: 'Artículo siguiente',
  breadcrumbRoot: 'Blog',
  redirectLabel: 'Continuar al blog',
  feedTitle: 'Blog de derecho de lesiones | Referral Portal for Abuse',
  pictureAlt: {
    checklist: "Lista titulada '{title}': {entries}.",
    timeline: "Cronología titulada '{title}', en {count} etapas: {entries}.",
    split: "Gráfico titulado '{title}', que divide el total en {entries}.",
    compare: "Comparación en dos columnas titulada '{title}'. {entries}.",
    bars: "Gráfico de barras titulado '{title}': {entries}.",
    steps: "{count} pasos titulados '{title}': {entries}.",
  },
};
