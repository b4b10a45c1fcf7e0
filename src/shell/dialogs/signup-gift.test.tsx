// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { location, NOW_MS, renderDialogs, setupDialogTests, shell } from '../../test-support/shell/dialog-test-support';

// Calendar days are the browser's local days; the facts below say UTC, so the clock does too.
process.env.TZ = 'UTC';
const { backend } = setupDialogTests();

const PHONE = { device: { isPhone: true, width: 390, utcOffsetMinutes: 0 }, experiments: { signupGift: true } };
const counter = () => window.localStorage.getItem('openclaimGiftsApp');
const MINUTE = 60_000;

describe('signup_gift', () => {
  it("shows '$10,000+' and counts the showing at once, keeping the prompt open", async () => {
    await renderDialogs({ facts: PHONE, http: backend.http });
    expect(await screen.findByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
    expect(screen.getByText('$10,000+')).toBeTruthy();
    await waitFor(() => expect(counter()).toBe(`1/${NOW_MS}`));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.getByRole('dialog', { name: 'Welcome gift' })).toBeTruthy();
    expect(shell().storageVersion).toBe(0);
  });

  it('claim on the web goes to /signup with the prefix, announcing the stored count', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: { ...PHONE, locale: 'zh' }, path: '/zh/', http: backend.http });
    await user.click(await screen.findByRole('button', { name: '在网页端领取' })); // "Claim on the web" on the Chinese page
    expect(location()).toBe('/zh/signup');
    expect(shell().storageVersion).toBe(1);
    expect(shell().dismissed).toContain('signup_gift');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('claim in the app goes to /mobileapp', async () => {
    const user = userEvent.setup();
    await renderDialogs({ facts: PHONE, http: backend.http });
    await user.click(await screen.findByRole('button', { name: 'Claim in the app' }));
    expect(location()).toBe('/mobileapp');
  });

  it('a second showing on the same day (over 30 minutes later) counts 2', async () => {
    window.localStorage.setItem('openclaimGiftsApp', `1/${NOW_MS - 45 * MINUTE}`);
    await renderDialogs({ facts: PHONE, http: backend.http });
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    await waitFor(() => expect(counter()).toBe(`2/${NOW_MS}`));
  });

  it('a new calendar day resets the count to 1', async () => {
    window.localStorage.setItem('openclaimGiftsApp', `2/${NOW_MS - 13 * 60 * MINUTE}`); // 23:00 the day before
    await renderDialogs({ facts: PHONE, http: backend.http });
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    await waitFor(() => expect(counter()).toBe(`1/${NOW_MS}`));
  });

  it('a malformed counter counts as absent', async () => {
    window.localStorage.setItem('openclaimGiftsApp', 'not-a-counter');
    await renderDialogs({ facts: PHONE, http: backend.http });
    await screen.findByRole('dialog', { name: 'Welcome gift' });
    await waitFor(() => expect(counter()).toBe(`1/${NOW_MS}`));
  });
});
