// Every route the benchmark names or recognises, in one place, read from the site's route table.
import { localePath } from '../../lib/i18n';
import { ROUTES } from '../../lib/routes';

const FIRST_ARTICLE = `${ROUTES.blogFirstPage}1/`;

/** Routes whose pages carry a form: the only ones that load React (on first use), in both languages. */
const interactive = [ROUTES.home, ROUTES.contact, ROUTES.caseForm].flatMap((route) => [route, localePath('es', route)]);

export const BENCH_ROUTES = {
  interactive: new Set(interactive),
  /** One route of each kind, measured with Lighthouse. */
  lighthouse: [
    ROUTES.home,
    ROUTES.blogFirstPage,
    FIRST_ARTICLE,
    ROUTES.caseForm,
    ROUTES.about,
    ROUTES.terms,
    ROUTES.contact,
    ROUTES.confirmation,
    ROUTES.stateGuides,
    `${ROUTES.stateGuides}california/`,
  ],
  /** The one article the README's page-weight table shows; the others weigh the same. */
  readmeArticle: FIRST_ARTICLE,
  isArticle: (route: string) => /^\/blogs\/page\d+\/\d+\/$/.test(route),
  isBlogList: (route: string) => /^\/blogs\/page\d+\/$/.test(route),
  /** The old /blogs/N/ addresses, now redirect pages. */
  isLegacyArticle: (route: string) => /^\/blogs\/\d+\/$/.test(route),
} as const;
