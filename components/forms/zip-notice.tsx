import { ZIP_NOTICE } from '@/lib/islands/zip-notice';
import type { UsStateCode } from '@/lib/schemas/us-states';

/**
 * Says, while the zip field `htmlFor` holds a zip that seems to be in a state the firm does not serve, that it
 * takes cases only in its states. The words are in the HTML, hidden; the islands' inline script shows them
 * (lib/islands/zip-notice.ts). A live region that is always there, so a screen reader hears them appear.
 */
export function ZipNotice({
  htmlFor,
  firmStates,
  message,
  className,
}: {
  htmlFor: string;
  firmStates: readonly UsStateCode[];
  message: string;
  className?: string;
}) {
  const watch = { [ZIP_NOTICE.field]: htmlFor, [ZIP_NOTICE.states]: firmStates.join(',') };
  const words = { [ZIP_NOTICE.message]: '' };
  return (
    <div aria-live="polite" {...watch}>
      <p hidden {...words} className={`rounded-lg border-l-4 border-amber bg-white p-3 text-sm font-semibold text-navy ${className ?? ''}`}>
        {message}
      </p>
    </div>
  );
}
