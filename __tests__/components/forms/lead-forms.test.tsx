/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import emailjs from '@emailjs/browser';
import { ContactForm } from '@/components/forms/contact-form';
import { CaseForm } from '@/components/forms/case-form';
import { issueChoices, leadFormCopy, type LeadFormSettings } from '@/lib/leads/form-settings';
import { FIELD_MAX_LENGTH, SEND_TIMEOUT_MS, SLOW_SEND_NOTICE_MS } from '@/lib/limits';
import { navigateTo } from '@/lib/leads/navigate';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { init: jest.fn(), send: jest.fn() } }));
// jsdom cannot load another page: where the form would take the visitor is recorded instead.
jest.mock('@/lib/leads/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

/** A lead's reference (lib/leads/lead-reference.ts), as the firm's template shows it. */
const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const send = (emailjs as jest.Mocked<typeof emailjs>).send;
const names = ['Sex Assault', 'Child Sex Abuse', 'Sex Exploitation', 'Partner Violence', 'Workplace Sex Abuse', 'Digital Sex Abuse'];
const settings = (templateId: string): LeadFormSettings => ({
  lead: { form: templateId === 'template_case' ? 'case' : 'contact', locale: 'en' },
  email: { publicKey: 'pk', serviceId: 'svc', origin: 'http://127.0.0.1:4301' },
  templateId,
  context: { productLabel: 'Referral Portal for Abuse', recipient: 'leads@example.org', siteUrl: 'https://www.example.org', language: 'English' },
  phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
  firmName: 'Doe Law LLP',
  issues: names.map((n) => ({ value: n, label: n })),
  copy: leadFormCopy('en'),
  confirmationPath: '/confirmAlert/',
  heldConfirmationPath: '/confirmAlert/held/',
});
const spanishSettings = (templateId: string): LeadFormSettings => ({
  ...settings(templateId),
  context: { ...settings(templateId).context, language: 'Spanish' },
  issues: issueChoices('es'),
  copy: leadFormCopy('es'),
  confirmationPath: '/es/confirmAlert/',
  heldConfirmationPath: '/es/confirmAlert/held/',
});

beforeEach(() => {
  send.mockReset();
  navigate.mockReset();
});

function renderContact() {
  const user = userEvent.setup();
  render(<ContactForm settings={settings('template_contact')} />);
  return user;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ana P.');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
  await user.type(screen.getByLabelText('Phone'), '(415) 555-0134');
  await user.selectOptions(screen.getByLabelText('Issue type'), 'Digital Sex Abuse');
  await user.type(screen.getByLabelText('Message'), 'Someone shared photos of me.');
}

describe('ContactForm', () => {
  it('shows every required message on an empty submit and focuses the first field', async () => {
    const user = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    for (const message of ['Name is required!', 'Email is required!', 'Phone is required!', 'Issue type is required!', 'Message is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required!');
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a bad email and phone with their messages', async () => {
    const user = renderContact();
    await fillContact(user);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana@example');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '415-555-CALL');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email is not a valid email!')).toBeInTheDocument();
    expect(screen.getByText('Phone is not a valid phone number!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends exactly the template variables and goes to the confirmation page', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderContact();
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.slice(0, 3)).toEqual([
      'svc',
      'template_contact',
      {
        name: 'Referral Portal for Abuse',
        recipient: 'leads@example.org',
        from_name: 'Ana P.',
        email: 'ana@example.org',
        accidentId: 'Digital Sex Abuse',
        phone_number: '(415) 555-0134',
        reply_to: 'ana@example.org',
        message: 'Someone shared photos of me.',
        language: 'English',
        logoUrl: 'https://www.example.org/logo.png',
        logoLink: 'https://www.example.org/',
        logoString: 'https://www.example.org/logo.png',
        safe_contact: 'Text message',
        safe_time: 'Not specified',
        suspected_bot: 'no',
        reference: expect.stringMatching(REFERENCE),
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
  });

  it('says and announces that the lead is being sent the moment Send is pressed, again once it is slow, and blocks a second send', async () => {
    jest.useFakeTimers();
    try {
      let resolve: (v: { status: number; text: string }) => void = () => undefined;
      send.mockImplementation(() => new Promise((r) => (resolve = r)));
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(<ContactForm settings={settings('template_contact')} />);
      await fillContact(user);
      // The live region is there, empty, before the send: a screen reader announces what is put into it.
      const live = screen.getByRole('status');
      expect(live).toHaveTextContent(/^$/);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(live).toHaveTextContent('Sending Message...'));
      expect(screen.getByRole('status')).toBe(live);
      expect(live).not.toHaveTextContent('Still sending');
      // Disabled against a second send, its words unchanged.
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(send).toHaveBeenCalledTimes(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(SLOW_SEND_NOTICE_MS - 100);
      });
      expect(live).not.toHaveTextContent('Still sending');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(live).toHaveTextContent('Sending Message...Still sending… please keep this page open.');
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

      await act(async () => resolve({ status: 200, text: 'OK' }));
      // Once the one send is answered the visitor moves on, and the click made while it was
      // under way has sent nothing.
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/confirmAlert/'));
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says it in Spanish on the Spanish form, and says nothing more once a send fails', async () => {
    jest.useFakeTimers();
    try {
      let refuse: (v: { status: number; text: string }) => void = () => undefined;
      send.mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(<ContactForm settings={spanishSettings('template_contact')} />);
      await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana P.');
      await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.org');
      await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '(415) 555-0134');
      await user.selectOptions(screen.getByRole('combobox'), 'Digital Sex Abuse');
      await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Hola.');
      const live = screen.getByRole('status');
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitFor(() => expect(live).toHaveTextContent('Enviando mensaje...'));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SLOW_SEND_NOTICE_MS);
      });
      expect(live).toHaveTextContent('Todavía se está enviando… por favor, mantenga esta página abierta.');
      await act(async () => refuse({ status: 500, text: 'Server Error' }));
      await screen.findByRole('alert');
      expect(live).toHaveTextContent(/^$/);
      expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch'), 'Your message was not sent.', 'Check your connection', true],
    ['an HTTP 500', { status: 500, text: 'Server Error' }, 'Your message was not sent.', 'having a problem on its side', true],
    ['the rate limit', { status: 429, text: 'Too Many Requests' }, 'The e-mail service is limiting messages right now.', 'You did nothing wrong', true],
    ['a request too large', { status: 413, text: 'Payload Too Large' }, 'Your message is too long to send.', 'Shorten the message', true],
    ['an invalid request', { status: 400, text: 'Bad Request' }, 'Your message was not accepted.', 'please call instead', false],
    ['a missing key', 'The public key is required.', 'Your message could not be sent.', 'not set up correctly', false],
    [
      'a disconnected account (412)',
      { status: 412, text: 'Gmail_API: Invalid grant' },
      'Your message could not be sent.',
      'not because of anything you did',
      false,
    ],
    ['a quota reached (426)', { status: 426, text: 'Upgrade Required' }, 'Your message could not be sent.', 'a limit or a problem', false],
    ['an account refusal (403)', { status: 403, text: 'Forbidden' }, 'Your message could not be sent.', 'a limit or a problem', false],
  ])('on %s keeps every value and says what to do, with the phone', async (_, rejection, title, advice, canRetry) => {
    send.mockRejectedValueOnce(rejection).mockResolvedValueOnce({ status: 200, text: 'OK' });
    const user = renderContact();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(advice);
    expect(alert).toHaveTextContent('Everything you typed is still here.');
    expect(within(alert).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    // Said once, where the visitor is taken: no second copy (a toast), and focus on the message.
    expect(alert).toHaveFocus();
    expect(screen.getAllByText(title)).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'Try again' })).toHaveLength(canRetry ? 1 : 0);
    expect(screen.queryByText('Sending Message...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ana P.');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.org');
    expect(screen.getByLabelText('Phone')).toHaveValue('(415) 555-0134');
    expect(screen.getByLabelText('Issue type')).toHaveValue('Digital Sex Abuse');
    expect(screen.getByLabelText('Message')).toHaveValue('Someone shared photos of me.');
    expect(navigate).not.toHaveBeenCalled();
    const retry = within(alert).queryByRole('button', { name: 'Try again' });
    if (!canRetry) {
      expect(retry).toBeNull();
      return;
    }
    await user.click(retry!);
    expect(send).toHaveBeenCalledTimes(2);
    // The same lead, sent again: the same reference, so a copy that did arrive reads as one lead.
    const references = send.mock.calls.map((call) => call[2]?.reference);
    expect(references[0]).toMatch(REFERENCE);
    expect(references[1]).toBe(references[0]);
    expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
  });

  it('says a fault of the page itself as such, and stays usable for the next press', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const failing = jest.spyOn(window.crypto, 'getRandomValues').mockImplementationOnce(() => {
      throw new Error('no randomness');
    });
    const user = renderContact();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page.');
    expect(alert).not.toHaveTextContent('offline');
    expect(screen.getByLabelText('Message')).toHaveValue('Someone shared photos of me.');
    failing.mockRestore();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
  });

  describe('offline', () => {
    let online = true;
    beforeEach(() => {
      online = true;
      jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    });
    afterEach(() => jest.restoreAllMocks());

    it('sends nothing while offline, says so, and sends exactly once with one press when the connection returns', async () => {
      send.mockResolvedValue({ status: 200, text: 'OK' });
      const user = renderContact();
      await fillContact(user);
      online = false;
      await user.click(screen.getByRole('button', { name: 'Send' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('You seem to be offline.');
      expect(send).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Message')).toHaveValue('Someone shared photos of me.');

      online = true;
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByText('You are back online.')).toBeInTheDocument();
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Send now' }));
      expect(send).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
      expect(window.localStorage).toHaveLength(0);
      expect(window.sessionStorage).toHaveLength(0);
    });
  });

  it('gives up on a send that never answers, says it may not have been sent, and lets the visitor try again', async () => {
    jest.useFakeTimers();
    try {
      send.mockImplementationOnce(() => new Promise(() => undefined)).mockResolvedValueOnce({ status: 200, text: 'OK' });
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      render(<ContactForm settings={settings('template_contact')} />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Sending Message...')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Your message may not have been sent.');
      expect(alert).toHaveTextContent('may receive your message twice');
      expect(screen.queryByText('Sending Message...')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Message')).toHaveValue('Someone shared photos of me.');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(send).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/confirmAlert/'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('limits every field in the markup, and shows the room left once the message is long', async () => {
    const user = renderContact();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText(/Safe time to call/)).toHaveAttribute('maxlength', '120');
    const message = screen.getByLabelText('Message');
    expect(message).toHaveAttribute('maxlength', '5000');
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.click(message);
    await user.paste('a'.repeat(4200));
    expect(screen.getAllByText('800 characters left')[0]).toBeVisible();
    expect(message).toHaveAccessibleDescription('800 characters left');
    await user.paste('b'.repeat(800));
    expect(message).toHaveAccessibleDescription(/at its 5,000-character limit/);
  });

  it('refuses a message over the limit that reached the field anyway, with a message and nothing lost', async () => {
    const user = renderContact();
    await fillContact(user);
    const long = 'x'.repeat(FIELD_MAX_LENGTH.message + 1);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: long } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message must be 5,000 characters or fewer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(long);
    expect(send).not.toHaveBeenCalled();
  });

  it('marks itself ready for the page guard once hydrated, and submits nowhere by itself', () => {
    renderContact();
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form).toHaveAttribute('method', 'dialog');
    expect(form).toHaveAttribute('data-lead-form-ready');
    expect(form).not.toHaveAttribute('action');
  });

  it('still sends a lead whose hidden field was filled, once, flagged for the firm', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderContact();
    await fillContact(user);
    const honeypot = document.querySelector('input[name="hp_leave_blank"]') as HTMLInputElement;
    honeypot.value = 'http://spam.example';
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toMatchObject({ from_name: 'Ana P.', suspected_bot: 'yes' });
    expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
  });

  it('picks no issue type for the visitor, and names the firm that will answer', async () => {
    const user = renderContact();
    expect(screen.getByText('This message goes to the intake team of Doe Law LLP, the law firm that will answer you.')).toBeInTheDocument();
    const issue = screen.getByLabelText('Issue type');
    expect(issue).toHaveValue('');
    expect(within(issue).getByRole('option', { selected: true })).toHaveTextContent('Choose an issue type');
    await user.type(screen.getByLabelText('Name'), 'Ana');
    expect(issue).toHaveValue('');
  });

  it('lets the phone stay empty when e-mail is the only safe way, says so, and sends "Not answered"', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderContact();
    await fillContact(user);
    await user.clear(screen.getByLabelText('Phone'));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(/Not needed if e-mail is the only safe way to reach you/);
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Phone is required!')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toMatchObject({ phone_number: 'Not answered', safe_contact: 'E-mail' });
  });

  it('sends an e-mail address pasted with a trailing zero-width space, cleaned, and a phone in full-width digits', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderContact();
    await fillContact(user);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.org\u200B' } });
    fireEvent.change(screen.getByLabelText('Phone'), {
      target: { value: '\uFF0B\uFF15\uFF12 \uFF15\uFF15 \uFF11\uFF12\uFF13\uFF14 \uFF15\uFF16\uFF17\uFF18' },
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toMatchObject({ email: 'ana@example.org', reply_to: 'ana@example.org', phone_number: '+52 55 1234 5678' });
  });

  it('hides the honeypot from assistive technology, the tab order and autofill', () => {
    renderContact();
    const honeypot = document.querySelector('input[name="hp_leave_blank"]') as HTMLInputElement;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('data-1p-ignore');
    expect(honeypot).toHaveAttribute('data-lpignore', 'true');
  });
});

describe('CaseForm', () => {
  function renderCase() {
    const user = userEvent.setup();
    render(<CaseForm settings={settings('template_case')} />);
    return user;
  }

  // The specification's defaults ("Yes" three times, the first period and type) were answers the
  // visitor never gave, sent as theirs: nothing is chosen until they choose.
  const questions = [
    'Did you receive hospitalization or medical treatment? (optional)',
    'Was anyone else affected? (optional)',
    'Have you already signed up with a law firm? (optional)',
  ];
  const expectNothingChosen = () => {
    expect(screen.getByLabelText('What type of issue is it?')).toHaveValue('');
    expect(screen.getByLabelText('When did the incident happen? (optional)')).toHaveValue('');
    expect(screen.getByLabelText('What is the primary type of injustice? (optional)')).toHaveValue('');
    for (const legend of questions) {
      for (const radio of within(screen.getByRole('group', { name: legend })).getAllByRole('radio')) expect(radio).not.toBeChecked();
    }
  };

  it('chooses nothing for the visitor, before and after they type, and shows each question as not answered', async () => {
    const user = renderCase();
    expectNothingChosen();
    expect(within(screen.getByLabelText('When did the incident happen? (optional)')).getByRole('option', { selected: true })).toHaveTextContent('Not answered');
    await user.type(screen.getByLabelText('What is your full name?'), 'Sam');
    expectNothingChosen();
  });

  it('sends "Not answered" for every question left, and nothing the visitor did not give', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderCase();
    await user.selectOptions(screen.getByLabelText('What type of issue is it?'), 'Sex Assault');
    await user.type(screen.getByLabelText('What is your zip code?'), '10001');
    await user.type(screen.getByLabelText('What is your full name?'), 'Sam R.');
    await user.type(screen.getByLabelText('What is your email?'), 'sam@example.org');
    await user.type(screen.getByLabelText('What is your phone number?'), '2125550100');
    await user.click(screen.getByRole('button', { name: 'Submit my case' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[2]).toMatchObject({
      fault: 'Not answered',
      medical: 'Not answered',
      signup: 'Not answered',
      period: 'Not answered',
      stay: 'Not answered',
      message: 'Not answered',
    });
  });

  it('requires what identifies the case and the way back, with the spec messages', async () => {
    const user = renderCase();
    await user.click(screen.getByRole('button', { name: 'Submit my case' }));
    for (const message of ['Issue type is required!', 'Zip code is required!', 'Full name is required!', 'Email is required!', 'Phone is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // "Anything else you would like to share" invites; it does not demand.
    expect(screen.queryByText('Case details is required!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('What type of issue is it?')).toHaveFocus();
  });

  it('sends the exact case variables, with the label chosen for the type of injustice', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderCase();
    await user.selectOptions(screen.getByLabelText('What type of issue is it?'), 'Child Sex Abuse');
    await user.type(screen.getByLabelText('What is your zip code?'), '10001');
    await user.type(screen.getByLabelText('What is your full name?'), 'Sam R.');
    await user.type(screen.getByLabelText('What is your email?'), 'sam@example.org');
    await user.type(screen.getByLabelText('What is your phone number?'), '+1 212 555 0100');
    await user.selectOptions(screen.getByLabelText(/When did the incident happen/), '3 Years or More');
    await user.selectOptions(screen.getByLabelText(/primary type of injustice/), 'Mental Abuse');
    await user.click(within(screen.getByRole('group', { name: /Was anyone else affected/ })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/anything else about your case/), 'It happened when I was a child.');
    await user.type(screen.getByLabelText(/Safe time to call/), 'Weekdays 9-11');
    await user.click(screen.getByRole('button', { name: 'Submit my case' }));
    expect(send).toHaveBeenCalledWith(
      'svc',
      'template_case',
      {
        name: 'Referral Portal for Abuse',
        recipient: 'leads@example.org',
        from_name: 'Sam R.',
        email: 'sam@example.org',
        accidentId: 'Child Sex Abuse',
        fault: 'No',
        medical: 'Not answered',
        period: '3 Years or More',
        phone_number: '+1 212 555 0100',
        signup: 'Not answered',
        stay: 'Mental Abuse',
        zipCode: '10001',
        reply_to: 'sam@example.org',
        message: 'It happened when I was a child.',
        language: 'English',
        safe_contact: 'Not specified',
        safe_time: 'Weekdays 9-11',
        suspected_bot: 'no',
        reference: expect.stringMatching(REFERENCE),
      },
      expect.anything(),
    );
    expect(navigate).toHaveBeenCalledWith('/confirmAlert/');
  });

  it('treats a non-200 answer as a failure', async () => {
    send.mockResolvedValue({ status: 204, text: '' });
    const user = renderCase();
    await user.selectOptions(screen.getByLabelText('What type of issue is it?'), 'Sex Assault');
    await user.type(screen.getByLabelText('What is your zip code?'), '10001');
    await user.type(screen.getByLabelText('What is your full name?'), 'Sam R.');
    await user.type(screen.getByLabelText('What is your email?'), 'sam@example.org');
    await user.type(screen.getByLabelText('What is your phone number?'), '2125550100');
    await user.type(screen.getByLabelText(/anything else about your case/), 'x');
    await user.click(screen.getByRole('button', { name: 'Submit my case' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('limits its fields like the contact form', () => {
    renderCase();
    expect(screen.getByLabelText('What is your full name?')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('What is your email?')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('What is your phone number?')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText(/anything else about your case/)).toHaveAttribute('maxlength', '5000');
  });
});

describe('CaseForm in Spanish', () => {
  function renderSpanishCase() {
    const user = userEvent.setup();
    render(<CaseForm settings={spanishSettings('template_case')} />);
    return user;
  }

  it('shows Spanish labels and options over canonical values, and validates in Spanish', async () => {
    const user = renderSpanishCase();
    expect(screen.getByRole('option', { name: 'Violencia de pareja' })).toHaveValue('Partner Violence');
    expect(screen.getByRole('option', { name: 'Abuso psicológico' })).toHaveValue('Mental Abuse');
    expect(screen.getByLabelText('Hora segura para llamar (opcional)')).toBeInTheDocument();
    expect(screen.queryByText(/optional|required|Send/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar mi caso' }));
    expect(await screen.findByText('El campo "Tipo de caso" es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El campo "Código postal" es obligatorio.')).toBeInTheDocument();
    expect(screen.queryByText('El campo "Detalles del caso" es obligatorio.')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('¿Cuándo ocurrió el incidente? (opcional)')).getByRole('option', { selected: true })).toHaveTextContent(
      'Sin responder',
    );
    expect(screen.getByText('Este mensaje va al equipo de admisión de Doe Law LLP, el bufete que le responderá.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends canonical values with language "Spanish"', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    const user = renderSpanishCase();
    await user.selectOptions(screen.getByLabelText('¿Qué tipo de caso es?'), 'Violencia de pareja');
    await user.type(screen.getByLabelText('¿Cuál es su código postal?'), '33101');
    await user.type(screen.getByLabelText('¿Cuál es su nombre completo?'), 'Lucía M.');
    await user.type(screen.getByLabelText('¿Cuál es su correo electrónico?'), 'lucia@example.org');
    await user.type(screen.getByLabelText('¿Cuál es su número de teléfono?'), '305 555 0100');
    await user.selectOptions(screen.getByLabelText('¿Cuál es el tipo principal de injusticia? (opcional)'), 'Abuso psicológico');
    await user.click(within(screen.getByRole('group', { name: '¿Hubo otras personas afectadas? (opcional)' })).getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/algo más sobre su caso/), 'Pasó el año pasado.');
    await user.click(screen.getByRole('button', { name: 'Enviar mi caso' }));
    expect(send).toHaveBeenCalledWith(
      'svc',
      'template_case',
      expect.objectContaining({
        accidentId: 'Partner Violence',
        stay: 'Mental Abuse',
        fault: 'No',
        medical: 'Not answered',
        signup: 'Not answered',
        period: 'Not answered',
        zipCode: '33101',
        message: 'Pasó el año pasado.',
        language: 'Spanish',
      }),
      expect.anything(),
    );
    expect(navigate).toHaveBeenCalledWith('/es/confirmAlert/');
  });
});
