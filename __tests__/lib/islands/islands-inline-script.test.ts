/** @jest-environment jsdom */
import { islandsInlineScript } from '@/lib/islands/islands-inline-script';

// The served file is the functions' own source: this runs it as the browser does, over markup
// like the pages', and checks that each part starts working.
describe('the islands script', () => {
  it('runs as one standalone script and wires the tabs, the carousel, the search and the prefill', () => {
    window.history.replaceState(null, '', '/formInput/#i=1&z=10001');
    document.body.innerHTML = `
      <div data-tabs><div role="tablist"><button role="tab" id="t1" aria-controls="p1" aria-selected="true">A</button><button role="tab" id="t2" aria-controls="p2" aria-selected="false">B</button></div>
        <div role="tabpanel" id="p1"></div><div role="tabpanel" id="p2" data-inactive></div></div>
      <div data-carousel data-position="Review {index} of {total}">
        <button data-previous disabled></button>${'<figure data-slide aria-roledescription="slide"></figure>'.repeat(9)}<button data-next></button><p data-status></p></div>
      <form data-issue-search action="/formInput/"><input type="radio" name="i" value="1" checked><input name="z" required pattern="[0-9]{5}"><p data-zip-error id="e" hidden></p></form>
      <form data-lead-form><select name="issueType"><option value="">-</option><option value="Sex Assault" data-issue-code="1">Sex Assault</option></select><input name="zipCode"></form>`;
    new Function(islandsInlineScript())();

    (document.getElementById('t2') as HTMLButtonElement).click();
    expect(document.getElementById('p2')).not.toHaveAttribute('data-inactive');
    expect(document.querySelector('[data-carousel]')).toHaveAttribute('data-ready');
    expect(document.querySelector('[data-status]')).toHaveTextContent('Review 1 of 4');
    expect((document.querySelector('form[data-issue-search]') as HTMLFormElement).noValidate).toBe(true);
    expect(document.querySelector('form[data-lead-form] select')).toHaveValue('Sex Assault');
    expect(document.querySelector('form[data-lead-form] input')).toHaveValue('10001');
    expect(window.location.hash).toBe('');
  });
});
