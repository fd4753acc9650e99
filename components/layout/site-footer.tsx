import type { SiteConfig } from '@/lib/config';
import { copyFor } from '@/lib/content/copy';
import { getStateGuides, stateGuidePath } from '@/lib/legal-facts/state-guides';
import { localePath, type Locale } from '@/lib/i18n';
import { copyrightYears } from '@/lib/dates';
import { Disclosure } from '@/components/legal/disclosure';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { SocialIcon } from '@/components/layout/social-icon';
import { FooterColumn } from '@/components/layout/footer-column';

export function SiteFooter({
  config,
  buildYear,
  locale,
}: {
  config: Pick<SiteConfig, 'phone' | 'social' | 'responsibleAttorney' | 'firmStates'>;
  buildYear: number;
  locale: Locale;
}) {
  const { site, footerLinks, leadJourney, layout: layoutCopy } = copyFor(locale);
  return (
    <footer className="bg-navy text-slate-100 print:hidden">
      <div className="mx-auto grid max-w-blog gap-10 px-4 py-12 md:grid-cols-[1.3fr_1.4fr_1fr_1.2fr]">
        <div>
          <p className="text-lg font-extrabold text-white">{site.name}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-200">{site.companyLine}</p>
          <p className="mt-4">
            <a href={config.phone.href} className="text-lg font-bold text-white underline underline-offset-4">
              {config.phone.display}
            </a>
          </p>
          <div className="mt-4">
            <p className="inline-block rounded border border-slate-400 px-2 py-1 text-xs font-bold tracking-wide uppercase">{site.attorneyAdvertising}</p>
            <p className="mt-2 text-sm text-slate-200">
              {site.responsibleAttorneyLabel} {config.responsibleAttorney}
            </p>
          </div>
          {config.social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={layoutCopy.footer.socialLabel}>
              {config.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <SocialIcon network={profile.network} />
                    <span className="sr-only">{`${profile.network} ${layoutCopy.footer.opensInNewTab}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterColumn
          id="footer-states"
          heading={layoutCopy.footer.statesHeading}
          columns={2}
          links={getStateGuides().map((guide) => ({ href: stateGuidePath(guide, locale), label: guide.name[locale] }))}
        />
        <FooterColumn
          id="footer-lawyers"
          heading={layoutCopy.footer.lawyersHeading}
          links={[
            ...footerLinks.map((link) => ({ ...link, href: localePath(locale, link.href) })),
            { href: config.phone.href, label: `${layoutCopy.callPrefix} ${config.phone.display}`, external: true },
          ]}
        />
        <CrisisHelp locale={locale} variant="footer" />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-blog space-y-2 px-4 py-6 text-sm text-slate-200">
          <Disclosure locale={locale} />
          <p>
            {leadJourney.limits.advice} {leadJourney.limits.otherFirms}
          </p>
          <p>
            © {copyrightYears(site.firstYear, buildYear)} {site.name}. {layoutCopy.footer.rightsReserved}
          </p>
        </div>
      </div>
    </footer>
  );
}
