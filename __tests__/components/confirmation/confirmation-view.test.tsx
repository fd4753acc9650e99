/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ConfirmationView } from '@/components/confirmation/confirmation-view';

const phone = { display: '(800) 555-0199', href: 'tel:+18005550199' };

describe('ConfirmationView', () => {
  it('says a sent message was sent', () => {
    render(<ConfirmationView phone={phone} firmName="Doe Law LLP" locale="en" held={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your message has been sent');
  });

  it.each([
    ['en', 'Your message is safe', 'later than usual', 'If it is urgent, please call the firm:'],
    ['es', 'Su mensaje está a salvo', 'más tarde de lo habitual', 'Si es urgente, llame al bufete:'],
  ] as const)('in %s, says a held message is safe and may arrive later, with the phone for anything urgent', (locale, title, later, urgent) => {
    render(<ConfirmationView phone={phone} firmName="Doe Law LLP" locale={locale} held />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(new RegExp(later))).toHaveTextContent('Doe Law LLP');
    const call = screen.getByText(urgent);
    expect(within(call).getByRole('link', { name: '(800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    // It neither says the message was sent nor that no copy of it is kept anywhere.
    expect(document.body).not.toHaveTextContent(/has been sent|fue enviado|keeps no copy|no guarda ninguna copia/);
  });
});
