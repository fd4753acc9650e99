import Link from 'next/link';
import { footerLawyerLinks, footerStates, site } from '@/content/site';
import { leadJourney } from '@/content/lead-journey';
import type { SiteConfig } from '@/lib/config';
import { copyrightYears } from '@/lib/dates';
import { Disclosure } from '@/components/legal/disclosure';
import { CrisisHelp } from '@/components/legal/crisis-help';
import { SocialIcon } from '@/components/layout/social-icon';

const heading = 'mb-3 text-sm font-bold tracking-wide text-white uppercase';
const link = 'text-slate-100 underline-offset-2 hover:underline';

export function SiteFooter({ config, buildYear }: { config: Pick<SiteConfig, 'phone' | 'social' | 'responsibleAttorney'>; buildYear: number }) {
  return (
    <footer className="bg-navy text-slate-100">
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
            <p className="inline-block rounded border border-slate-400 px-2 py-1 text-xs font-bold tracking-wide uppercase">
              {site.attorneyAdvertising}
            </p>
            <p className="mt-2 text-sm text-slate-200">
              {site.responsibleAttorneyLabel} {config.responsibleAttorney}
            </p>
          </div>
          {config.social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label="Social media">
              {config.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <SocialIcon network={profile.network} />
                    <span className="sr-only">{`${profile.network} (opens in a new tab)`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-states">
          <h2 id="footer-states" className={heading}>
            States
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {footerStates.map((state) => (
              <li key={state}>
                <Link href="/" className={link}>
                  {state}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-lawyers">
          <h2 id="footer-lawyers" className={heading}>
            Lawyers
          </h2>
          <ul className="space-y-2 text-sm">
            {footerLawyerLinks.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={config.phone.href} className={link}>
                Call {config.phone.display}
              </a>
            </li>
          </ul>
        </nav>
        <CrisisHelp variant="footer" />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-blog space-y-2 px-4 py-6 text-sm text-slate-200">
          <Disclosure />
          <p>
            {leadJourney.limits.advice} {leadJourney.limits.otherFirms}
          </p>
          <p>
            © {copyrightYears(site.firstYear, buildYear)} {site.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
