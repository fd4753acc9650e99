/** @jest-environment jsdom */
import { installLeadFormGuard, LEAD_FORM_GUARD, LEAD_FORM_GUARD_WAIT_MS, leadFormGuardInlineScript } from '@/lib/islands/lead-form-guard';

function page(ready: boolean) {
  document.body.innerHTML = `
    <form method="dialog" data-lead-form ${ready ? 'data-lead-form-ready' : ''}>
      <input name="user" value="Ana">
      <p data-lead-form-not-ready hidden tabindex="-1">Not ready yet. Call (800) 555-0199.</p>
      <button type="submit">Send</button>
    </form>
    <form id="search"><button type="submit">Search</button></form>`;
  return document.querySelector('form[data-lead-form]') as HTMLFormElement;
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('lead form guard', () => {
  // One document-level listener is installed for the whole file, as the inline script does.
  beforeAll(() => installLeadFormGuard(document, LEAD_FORM_GUARD, LEAD_FORM_GUARD_WAIT_MS));
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stops a submit before the form is ready and, if it is still not ready after the wait, shows the note, focused, with every value kept', () => {
    const form = page(false);
    const event = submit(form);
    expect(event.defaultPrevented).toBe(true);
    const note = form.querySelector('[data-lead-form-not-ready]') as HTMLElement;
    expect(note).not.toBeVisible();
    submit(form);
    jest.advanceTimersByTime(LEAD_FORM_GUARD_WAIT_MS - 100);
    expect(note).not.toBeVisible();
    jest.advanceTimersByTime(200);
    expect(note).toBeVisible();
    expect(note).toHaveFocus();
    expect(form.querySelector('input')).toHaveValue('Ana');
    // Once told, a press before the form is ready tells again at once, and is never held: the
    // visitor presses again when the form says it is ready.
    note.blur();
    const replayed = jest.fn();
    form.addEventListener('submit', replayed);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(note).toHaveFocus();
    form.setAttribute(LEAD_FORM_GUARD.ready, '');
    jest.advanceTimersByTime(LEAD_FORM_GUARD_WAIT_MS);
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it('hands a press made while the code loads to the form, once, when the form becomes ready in time', () => {
    const form = page(false);
    const replayed: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (e) => {
      if (form.hasAttribute(LEAD_FORM_GUARD.ready)) {
        e.preventDefault();
        replayed.push(e.submitter);
      }
    });
    const button = form.querySelector('button') as HTMLButtonElement;
    button.click();
    button.click();
    jest.advanceTimersByTime(500);
    expect(replayed).toEqual([]);
    form.setAttribute(LEAD_FORM_GUARD.ready, '');
    jest.advanceTimersByTime(100);
    expect(replayed).toEqual([button]);
    jest.advanceTimersByTime(LEAD_FORM_GUARD_WAIT_MS);
    expect(replayed).toEqual([button]);
    expect(form.querySelector('[data-lead-form-not-ready]')).not.toBeVisible();
  });

  it('does not hold a press when the browser says it is offline: the code cannot arrive', () => {
    const offline = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const form = page(false);
    submit(form);
    expect(form.querySelector('[data-lead-form-not-ready]')).toBeVisible();
    offline.mockRestore();
  });

  it('lets a hydrated form handle its own submit', () => {
    const form = page(true);
    expect(submit(form).defaultPrevented).toBe(false);
    expect(form.querySelector('[data-lead-form-not-ready]')).not.toBeVisible();
  });

  it('leaves other forms alone', () => {
    page(false);
    expect(submit(document.getElementById('search') as HTMLFormElement).defaultPrevented).toBe(false);
  });

  it('ships as one bundled inline script that, run on its own, guards a lead form', () => {
    const source = leadFormGuardInlineScript();
    expect(source).toContain('"data-lead-form-ready"');
    expect(source).not.toContain('</script');
    // Run as the page runs it, with nothing from this module in scope.
    const doc = document.implementation.createHTMLDocument('guard');
    new Function('document', source)(doc);
    doc.body.innerHTML = '<form data-lead-form><p data-lead-form-not-ready hidden tabindex="-1">x</p></form>';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    doc.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    jest.advanceTimersByTime(LEAD_FORM_GUARD_WAIT_MS);
    expect((doc.querySelector('p') as HTMLElement).hidden).toBe(false);
  });
});
