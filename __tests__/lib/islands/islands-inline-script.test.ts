/** @jest-environment jsdom */
import { islandsInlineScript, type IslandsScript } from '@/lib/islands/islands-inline-script';

/** The home page's islands and a case form with its zip notice, as the pages render them. */
const PAGE = `
  <div data-tabs><div role="tablist"><button role="tab" id="t1" aria-controls="p1" aria-selected="true">A</button><button role="tab" id="t2" aria-controls="p2" aria-selected="false">B</button></div>
    <div role="tabpanel" id="p1"></div><div role="tabpanel" id="p2" data-inactive></div></div>
  <div data-carousel data-position="Review {index} of {total}">
    <button data-previous disabled></button>${'<figure data-slide aria-roledescription="slide"></figure>'.repeat(9)}<button data-next></button><p data-status></p></div>
  <form data-issue-search action="/formInput/"><input type="radio" name="i" value="1" checked><input name="z" required pattern="[0-9]{5}"><p data-zip-error id="e" hidden></p></form>
  <p data-zip-notice-for="case-zip" data-firm-states="IL,CA"><span data-zip-notice-message hidden>Outside the firm's states</span></p>
  <form data-lead-form><select name="issueType"><option value="">-</option><option value="Sex Assault" data-issue-code="1">Sex Assault</option></select><input id="case-zip" name="zipCode"></form>`;

/** Runs the script as the browser does (the bundle itself, standalone) over that page, opened from a search's address. */
function open(which: IslandsScript) {
  window.history.replaceState(null, '', '/formInput/#i=1&z=10001');
  document.body.innerHTML = PAGE;
  new Function(islandsInlineScript(which))();
}

describe('the islands scripts', () => {
  it("the home page's runs every island: the tabs, the carousel, the search, and the forms' prefill and zip notice", () => {
    open('home');
    (document.getElementById('t2') as HTMLButtonElement).click();
    expect(document.getElementById('p2')).not.toHaveAttribute('data-inactive');
    expect(document.querySelector('[data-carousel]')).toHaveAttribute('data-ready');
    expect(document.querySelector('[data-status]')).toHaveTextContent('Review 1 of 4');
    expect((document.querySelector('form[data-issue-search]') as HTMLFormElement).noValidate).toBe(true);
    expect(document.querySelector('form[data-lead-form] select')).toHaveValue('Sex Assault');
    expect(document.querySelector('form[data-lead-form] input')).toHaveValue('10001');
    expect(document.querySelector('[data-zip-notice-message]')).toBeVisible();
    expect(window.location.hash).toBe('');
  });

  // Which is why the build refuses a page that carries it beside a search, tabs or a carousel.
  it("the form pages' runs the prefill and the zip notice, and leaves the home page's islands alone", () => {
    open('forms');
    expect(document.querySelector('form[data-lead-form] select')).toHaveValue('Sex Assault');
    expect(document.querySelector('form[data-lead-form] input')).toHaveValue('10001');
    expect(document.querySelector('[data-zip-notice-message]')).toBeVisible();
    expect(window.location.hash).toBe('');
    (document.getElementById('t2') as HTMLButtonElement).click();
    expect(document.getElementById('p2')).toHaveAttribute('data-inactive');
    expect(document.querySelector('[data-carousel]')).not.toHaveAttribute('data-ready');
    expect((document.querySelector('form[data-issue-search]') as HTMLFormElement).noValidate).toBe(false);
  });
});
