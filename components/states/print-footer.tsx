import { copyFor } from '@/lib/content/copy';
import type { Locale } from '@/lib/i18n';
import type { FirmContact } from '@/components/states/firm-links';

/**
 * Printed at the foot of every page of a guide (fixed in print, which repeats it on each sheet; app/globals.css):
 * a sheet that leaves the others behind still names the firm, says it is lawyer advertising, and gives the help
 * lines. Plain text, as paper cannot be tapped. Not shown on screen, where the footer says all this.
 */
export function PrintFooter({ firm, locale }: { firm: FirmContact; locale: Locale }) {
  const { site, crisisHelp, servedStates } = copyFor(locale);
  const lines = crisisHelp.lines
    .filter((line) => line.footer)
    .map((line) => `${line.name}: ${line.actions.find((a) => a.kind === 'tel')?.label ?? line.actions[0]?.label ?? ''}`);
  return (
    <div className="print-footer hidden print:block">
      <p>
        <strong>{site.attorneyAdvertising}</strong> · {firm.name} · {firm.phone.display}
      </p>
      <p>
        {servedStates.printedHelp} {lines.join(' · ')}
      </p>
    </div>
  );
}
