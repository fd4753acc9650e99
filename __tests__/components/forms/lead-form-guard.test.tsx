/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { LeadFormGuard } from '@/components/forms/lead-form-guard';
import type { IslandsScript } from '@/lib/islands/islands-inline-script';

/**
 * A page with the home page's carousel and a lead form, the guard's script rendered before the
 * form as the build renders it, opened in a frame of its own so that the script runs as a browser
 * runs it, while the page is still being parsed.
 */
function open(islands: IslandsScript) {
  const frame = document.body.appendChild(document.createElement('iframe'));
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(`<!DOCTYPE html><html><body>
    <div data-carousel data-position="{index}/{total}"><figure data-slide></figure><p data-status></p></div>
    ${renderToStaticMarkup(<LeadFormGuard islands={islands} />)}
    <form method="dialog" data-lead-form><button type="submit">Send</button></form></body></html>`);
  doc.close();
  return doc;
}

describe('LeadFormGuard', () => {
  it.each<[IslandsScript, boolean]>([
    ['home', true],
    ['forms', false],
  ])('with islands="%s" renders a standalone script, marked with its kind, that guards an early Send (runs the carousel: %s)', (islands, runsCarousel) => {
    const doc = open(islands);
    // What the build reads to keep the script and to check that the page holds nothing it does not run.
    const script = doc.querySelector('script')!;
    expect(script).toHaveAttribute('data-standalone', '');
    expect(script).toHaveAttribute('data-islands', islands);

    const submit = new doc.defaultView!.Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(doc.querySelector('[data-carousel]')!.hasAttribute('data-ready')).toBe(runsCarousel);
  });
});
