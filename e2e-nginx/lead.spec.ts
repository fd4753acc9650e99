import { expect, test } from '@playwright/test';
import { sinkMessages, uniqueEmail } from '../e2e/support/site';

// One lead, end to end, with the page under nginx's policy: the form hydrates, the send reaches
// the mail service (the local sink, at the origin connect-src names).
test('a lead sent from the contact page reaches the mail service with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const email = uniqueEmail('nginx');
  await page.goto('/contact/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill('Rosa Lind');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('(415) 555-0134');
  await form.getByLabel('Issue type', { exact: true }).selectOption('Digital Sex Abuse');
  await form.getByLabel('Message', { exact: true }).fill('Please call me after six.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL('/confirmAlert/');
  const [sent] = await sinkMessages(email);
  expect(sent?.template_params.message).toBe('Please call me after six.');
  expect(violations).toEqual([]);
});
