/** @jest-environment jsdom */
// A form built to send through the lead relay, whose answer is that it holds the lead: only the
// network (fetch) stands in for the relay; the form, its client and the proof solver are the real ones.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { issueChoices, leadFormCopy, type LeadFormSettings } from '@/lib/leads/form-settings';
import { navigateTo } from '@/lib/leads/navigate';
import { newChallenge } from '@/relay/proof';

// jsdom cannot load another page: where the form would take the visitor is recorded instead.
jest.mock('@/lib/leads/navigate', () => ({ navigateTo: jest.fn() }));
const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

const RELAY = 'https://relay.example.org';
const settings: LeadFormSettings = {
  relayUrl: RELAY,
  lead: { form: 'contact', locale: 'en' },
  context: { productLabel: 'Referral Portal for Abuse', recipient: 'leads@example.org', siteUrl: 'https://www.example.org', language: 'English' },
  phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
  firmName: 'Doe Law LLP',
  issues: issueChoices('en'),
  copy: leadFormCopy('en'),
  confirmationPath: '/confirmAlert/',
  heldConfirmationPath: '/confirmAlert/held/',
};

const posted: unknown[] = [];
const answer = (body: unknown, status = 200) => ({ ok: status === 200, status, json: async () => body });
/** A challenge as the relay makes one, over a small range so the real solver is quick. */
const challenge = () => newChallenge({ hmacKey: 'a-test-secret', pow: { maxNumber: 10, lifetimeMs: 30 * 60_000 } }, Date.now());

beforeAll(() => {
  // jsdom has neither SubtleCrypto nor TextEncoder, which every browser has and the solver uses.
  Object.defineProperty(window, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(window, 'TextEncoder', { value: TextEncoder, configurable: true });
});

beforeEach(() => {
  posted.length = 0;
  navigate.mockReset();
  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === `${RELAY}/challenge`) {
      return answer(await challenge());
    }
    posted.push(JSON.parse(String(init?.body)));
    return answer({ ok: true, delivery: 'held', reference: '7K3MQ-9XD2B' });
  }) as unknown as typeof fetch;
});

async function send() {
  const user = userEvent.setup();
  render(<ContactForm settings={settings} />);
  await user.type(screen.getByLabelText('Name'), 'Ana P.');
  await user.type(screen.getByLabelText('Email'), 'ana@example.org');
  await user.type(screen.getByLabelText('Phone'), '(415) 555-0134');
  await user.selectOptions(screen.getByLabelText('Issue type'), 'Digital Sex Abuse');
  await user.type(screen.getByLabelText('Message'), 'Someone shared photos of me.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

test('a lead the relay holds takes the visitor to the page that says it is safe, not to "sent"', async () => {
  await send();
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  expect(navigate).toHaveBeenCalledWith('/confirmAlert/held/');
  expect(posted).toHaveLength(1);
  // The form sends its values and no reference of its own: the relay sets the lead's.
  expect(posted[0]).toMatchObject({ form: 'contact', locale: 'en', suspectedBot: false, values: { name: 'Ana P.' } });
  expect(JSON.stringify(posted[0])).not.toContain('reference');
});

test("a relay that fails inside is told as its trouble, not as the visitor's connection", async () => {
  (window.fetch as jest.Mock).mockImplementation(async (input: RequestInfo | URL) =>
    String(input).endsWith('/challenge') ? answer(await challenge()) : answer({ ok: false, error: 'unavailable' }, 503),
  );
  await send();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('having a problem on its side');
  expect(alert).not.toHaveTextContent(/connection/i);
  expect(navigate).not.toHaveBeenCalled();
});
