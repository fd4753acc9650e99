import { copyFor } from '@/lib/content/copy';
import { localePath, type Locale } from '@/lib/i18n';
import { printAddress } from '@/lib/site/print-address';
import { ROUTES } from '@/lib/routes';
import { fillTemplate } from '@/lib/text';

/** The firm as a guide names it: on a printed guide, on every section that states no limit, and in the table. */
export interface FirmContact {
  name: string;
  phone: { display: string; href: string };
  siteUrl: string;
}

/** One tap to the firm, from any part of a guide that leaves a question to it: the case form, or a call. */
export function FirmLinks({ firm, locale }: { firm: FirmContact; locale: Locale }) {
  const copy = copyFor(locale).stateGuides.firm;
  const form = localePath(locale, ROUTES.caseForm);
  return (
    <p className="font-bold">
      {copy.lead}{' '}
      <a href={form} data-print-href={printAddress(form, firm.siteUrl)} className="text-brand-dark underline">
        {copy.form}
      </a>{' '}
      {copy.or}{' '}
      <a href={firm.phone.href} className="whitespace-nowrap text-brand-dark underline">
        {fillTemplate(copy.call, { phone: firm.phone.display })}
      </a>
      .
    </p>
  );
}
