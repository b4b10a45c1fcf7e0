import type { Locator, Page } from 'playwright-core';

/** The demo backend's accounts (src/mocks): the trader who can log in, and a fresh sign-up. */
const FORMS = {
  'log-in': { item: 'login', field: 'input[name=account]', account: 'ann@demo.test', password: 'demo1234', submit: 'Log In' },
  'sign-up': { item: 'signup', field: 'input[name=email]', account: 'new@demo.test', password: 'abcd1234', submit: 'Create account' },
} as const;

/** Opens the registration modal from the header, fills it for `kind` and submits it; returns the modal. */
export async function submitRegistration(page: Page, kind: keyof typeof FORMS): Promise<Locator> {
  const form = FORMS[kind];
  await page.locator(`header [data-item=${form.item}]`).click();
  const modal = page.getByTestId('registration-modal');
  await modal.locator(form.field).fill(form.account);
  await modal.getByLabel(/^Password/).fill(form.password);
  if (kind === 'sign-up') await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: form.submit }).click();
  return modal;
}
