/** @jest-environment jsdom */
import { quickExitCopy } from '@/content/en/layout';
import { installQuickExit, quickExitInlineScript, QUICK_EXIT_TAPS, QUICK_EXIT_WINDOW_MS } from '@/lib/islands/quick-exit';

function setup() {
  let now = 1_000;
  const leave = jest.fn();
  const announce = jest.fn();
  document.body.innerHTML = '<a href="https://weather.com/" data-quick-exit><span>Leave this site</span></a><input id="field" />';
  installQuickExit(document, { taps: QUICK_EXIT_TAPS, windowMs: QUICK_EXIT_WINDOW_MS, now: () => now, leave, announce, messages: quickExitCopy.announcements });
  const key = (type: 'keydown' | 'keyup', key: string, init: KeyboardEventInit = {}) =>
    document.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init }));
  const tapShift = (after = 200) => {
    now += after;
    key('keydown', 'Shift', { shiftKey: true });
    key('keyup', 'Shift');
  };
  return { leave, announce, key, tapShift, advance: (ms: number) => (now += ms) };
}

describe('quick exit', () => {
  it('leaves after Shift is pressed alone three times within the window', () => {
    const { leave, tapShift } = setup();
    tapShift();
    tapShift();
    expect(leave).not.toHaveBeenCalled();
    tapShift();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('announces progress for screen readers', () => {
    const { announce, tapShift } = setup();
    tapShift();
    expect(announce).toHaveBeenLastCalledWith('Shift pressed 1 of 3 times. Press it 2 more times to leave this site.');
    tapShift();
    expect(announce).toHaveBeenLastCalledWith('Shift pressed 2 of 3 times. Press it 1 more time to leave this site.');
    tapShift();
    expect(announce).toHaveBeenLastCalledWith('Leaving this site.');
  });

  it('does not count Shift used to type capital letters', () => {
    const { leave, key } = setup();
    for (let i = 0; i < 5; i += 1) {
      key('keydown', 'Shift', { shiftKey: true });
      key('keydown', 'A', { shiftKey: true });
      key('keyup', 'A', { shiftKey: true });
      key('keyup', 'Shift');
    }
    expect(leave).not.toHaveBeenCalled();
  });

  it('starts over when another key is typed between taps', () => {
    const { leave, key, tapShift } = setup();
    tapShift();
    tapShift();
    key('keydown', 'h');
    tapShift();
    expect(leave).not.toHaveBeenCalled();
  });

  it('starts over when the taps are too slow', () => {
    const { leave, tapShift } = setup();
    tapShift();
    tapShift(QUICK_EXIT_WINDOW_MS + 1);
    tapShift();
    expect(leave).not.toHaveBeenCalled();
    tapShift();
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('ignores key repeat from a held Shift and Shift combined with Ctrl', () => {
    const { leave, key } = setup();
    key('keydown', 'Shift', { shiftKey: true });
    key('keydown', 'Shift', { shiftKey: true, repeat: true });
    key('keydown', 'Shift', { shiftKey: true, repeat: true });
    key('keyup', 'Shift');
    for (let i = 0; i < 3; i += 1) {
      key('keydown', 'Shift', { shiftKey: true, ctrlKey: true });
      key('keyup', 'Shift');
    }
    expect(leave).not.toHaveBeenCalled();
  });

  it('leaves on a click on the button, without following the link normally', () => {
    const { leave } = setup();
    const span = document.querySelector('span') as HTMLSpanElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    span.dispatchEvent(event);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('empties every form before leaving, whether by the button or by Shift', () => {
    const { leave, tapShift } = setup();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form><input name="name" /><textarea name="message"></textarea><select name="issue"><option value="">Pick</option><option>Abuse</option></select></form>',
    );
    const form = document.forms[0]!;
    const typeIn = () => {
      (form.elements.namedItem('name') as HTMLInputElement).value = 'Rosa';
      (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'He follows me';
      (form.elements.namedItem('issue') as HTMLSelectElement).value = 'Abuse';
    };
    const values = () => Array.from(form.elements).map((el) => (el as HTMLInputElement).value);
    const seenOnLeaving: string[][] = [];
    leave.mockImplementation(() => seenOnLeaving.push(values()));

    typeIn();
    (document.querySelector('span') as HTMLSpanElement).click();
    typeIn();
    tapShift();
    tapShift();
    tapShift();
    expect(seenOnLeaving).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  it('empties every form when the page is hidden, so Back cannot bring the values back', () => {
    setup();
    document.body.insertAdjacentHTML('beforeend', '<form><input name="phone" /></form>');
    const field = document.querySelector<HTMLInputElement>('input[name="phone"]')!;
    field.value = '415 555 0134';
    window.dispatchEvent(new Event('pagehide'));
    expect(field.value).toBe('');
  });

  it('ships as one bundled inline script that, run on its own, leaves for the neutral page and tells screen readers', () => {
    const script = quickExitInlineScript('https://weather.com/', 'status', quickExitCopy.announcements);
    expect(script).not.toContain('</script');
    const doc = document.implementation.createHTMLDocument('Page title');
    doc.body.innerHTML = '<a href="https://weather.com/" data-quick-exit>Leave</a><p id="status"></p>';
    const location = { replace: jest.fn() };
    // Run as the page runs it: nothing from this module in scope, only the page's globals.
    new Function('document', 'location', script)(doc, location);
    const shift = (type: 'keydown' | 'keyup') => doc.dispatchEvent(new KeyboardEvent(type, { key: 'Shift', bubbles: true }));
    shift('keydown');
    shift('keyup');
    expect(doc.getElementById('status')?.textContent).toBe('Shift pressed 1 of 3 times. Press it 2 more times to leave this site.');
    doc.querySelector('a')!.click();
    expect(location.replace).toHaveBeenCalledWith('https://weather.com/');
    expect(doc.title).toBe('');
    expect(doc.documentElement.style.visibility).toBe('hidden');
  });
});
