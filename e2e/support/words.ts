import * as enLayout from '../../content/en/layout';
import * as esLayout from '../../content/es/layout';
import { site as enSite, nav as enNav } from '../../content/en/site';
import { site as esSite, nav as esNav } from '../../content/es/site';

/** The language of a route: Spanish under /es/. */
export const isSpanish = (route: string) => route === '/es/' || route.startsWith('/es/');

/** What the page frame of a route's language reads, taken from content/ so the specs follow the copy. */
export function frameWords(route: string) {
  const es = isSpanish(route);
  const layout = es ? esLayout : enLayout;
  const site = es ? esSite : enSite;
  return {
    home: es ? '/es/' : '/',
    logoLabel: layout.headerCopy.logoLabel,
    menuButton: layout.headerCopy.menuButton,
    menuLabel: layout.headerCopy.menuLabel,
    mainNavLabel: layout.headerCopy.mainNavLabel,
    homeLink: (es ? esNav : enNav).home,
    languageSwitch: layout.headerCopy.languageSwitch,
    quickExitRegion: layout.quickExitCopy.regionLabel,
    quickExitLink: `${layout.quickExitCopy.emergencyPrefix} ${layout.quickExitCopy.button}`,
    attorneyAdvertising: site.attorneyAdvertising,
    responsibleAttorneyLabel: site.responsibleAttorneyLabel,
  };
}
