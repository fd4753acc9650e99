import { copyFor } from '@/lib/content/copy';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticles } from '@/lib/content/articles';
import { readBuildDate, readSiteConfig } from '@/lib/config';
import { ROUTES } from '@/lib/routes';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/site/seo';
import { getStateGuides, stateGuidePath, unservedStates, type StateGuide } from '@/lib/legal-facts/state-guides';
import { stateGuideJsonLd } from '@/lib/site/structured-data';
import { fillTemplate } from '@/lib/text';
import { PageFrame } from '@/components/layout/page-frame';
import { JsonLd } from '@/components/seo/json-ld';
import { StateGuideView } from '@/components/states/state-guide-view';
import { StateGuidesIndexView } from '@/components/states/state-guides-index-view';
import { UnservedStateView } from '@/components/states/unserved-state-view';
import { PrintFooter } from '@/components/states/print-footer';
import type { FirmContact } from '@/components/states/firm-links';

// The state guides in one language each: app/(en)/states and app/(es)/es/states only bind them.

/** Articles a state page points to: time limits and privacy in a lawsuit (when they are published). */
const RELATED_ARTICLES = [17, 19] as const;

const stateGuides = getStateGuides;
const otherStates = () => unservedStates(readSiteConfig().firmStates);

/** The served states' guides by name in `locale`, in its alphabetical order: the links a page lists them by. */
const guideLinks = (guides: readonly Pick<StateGuide, 'name' | 'slug'>[], locale: Locale) =>
  guides.map((g) => ({ name: g.name[locale], href: stateGuidePath(g, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));

/** The firm as the guides and the table name it: one tap to its phone, and on paper its name and site. */
function firmContact(): FirmContact {
  const { firmName, phone, siteUrl } = readSiteConfig();
  return { name: firmName, phone, siteUrl };
}

export function stateGuidesIndexRoute(locale: Locale): { metadata: Metadata; Page: () => React.ReactNode } {
  const copy = copyFor(locale).stateGuides;
  const path = localePath(locale, ROUTES.stateGuides);
  return {
    metadata: pageMetadata({ title: copy.indexTitle, description: copy.indexLead, path }),
    Page: function StateGuidesIndex() {
      return (
        <PageFrame path={path} locale={locale}>
          <StateGuidesIndexView
            guides={stateGuides()}
            others={guideLinks(otherStates(), locale)}
            locale={locale}
            buildDate={readBuildDate()}
            firm={firmContact()}
          />
        </PageFrame>
      );
    },
  };
}

type StateProps = { params: Promise<{ state: string }> };

export function stateGuideRoute(locale: Locale) {
  const copy = copyFor(locale).stateGuides;
  const unservedCopy = copyFor(locale).servedStates.unserved;
  const find = async ({ params }: StateProps) => {
    const slug = (await params).state;
    return stateGuides().find((g) => g.slug === slug);
  };
  const findOther = async ({ params }: StateProps) => {
    const slug = (await params).state;
    return otherStates().find((s) => s.slug === slug);
  };
  return {
    generateStaticParams: () => [...stateGuides(), ...otherStates()].map((s) => ({ state: s.slug })),
    generateMetadata: async (props: StateProps): Promise<Metadata> => {
      const guide = await find(props);
      const other = guide ? undefined : await findOther(props);
      // Not a guide: reachable by its address and from the table page, but no page for a search engine to offer.
      if (other)
        return {
          ...pageMetadata({
            title: fillTemplate(unservedCopy.title, { state: other.name[locale] }),
            description: unservedCopy.lead,
            path: stateGuidePath(other, locale),
          }),
          robots: { index: false, follow: true },
        };
      if (!guide) return {};
      const state = guide.name[locale];
      return pageMetadata({
        title: fillTemplate(copy.pageTitle, { state }),
        description: fillTemplate(copy.pageLead, { state }),
        path: stateGuidePath(guide, locale),
      });
    },
    Page: async function StateGuidePage(props: StateProps) {
      const guide = await find(props);
      if (!guide) {
        const other = await findOther(props);
        if (!other) notFound();
        const path = stateGuidePath(other, locale);
        return (
          <PageFrame path={path} locale={locale}>
            <UnservedStateView state={other.name[locale]} served={guideLinks(stateGuides(), locale)} locale={locale} />
          </PageFrame>
        );
      }
      const path = stateGuidePath(guide, locale);
      const related = getArticles(locale)
        .filter((a) => (RELATED_ARTICLES as readonly number[]).includes(a.number))
        .map((a) => ({ title: a.title, href: a.href }));
      const state = guide.name[locale];
      const { siteUrl, responsibleAttorney } = readSiteConfig();
      return (
        <PageFrame path={path} locale={locale}>
          <JsonLd
            data={stateGuideJsonLd({
              title: fillTemplate(copy.pageTitle, { state }),
              description: fillTemplate(copy.pageLead, { state }),
              path,
              reviewed: guide.reviewed,
              siteUrl,
              publisher: responsibleAttorney,
              locale,
            })}
          />
          <StateGuideView guide={guide} locale={locale} related={related} buildDate={readBuildDate()} firm={firmContact()} />
          <PrintFooter firm={firmContact()} locale={locale} />
        </PageFrame>
      );
    },
  };
}
