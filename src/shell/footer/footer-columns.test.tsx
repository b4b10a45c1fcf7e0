// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubMedia } from '../../test-support/match-media';
import { FooterColumns } from './footer-columns';
import { renderFooter, setupFooterTests } from '../../test-support/shell/footer-test-support';

setupFooterTests();

describe('FooterColumns', () => {
  it('wide screens: headed link lists, no toggles', async () => {
    stubMedia(() => false);
    await renderFooter(<FooterColumns />, { site: 'main' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['About', 'Products', 'Services', 'Learn']);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();
  });

  it('below 767.9 px: each section is a button that opens and closes its list', async () => {
    const user = userEvent.setup();
    stubMedia((q) => q === '(max-width:767.9px)');
    await renderFooter(<FooterColumns />, { site: 'main' });
    const about = screen.getByRole('button', { name: 'About' });
    const products = screen.getByRole('button', { name: 'Products' });
    expect(about.closest('h2')).toBeTruthy();
    const list = document.getElementById(about.getAttribute('aria-controls')!)!;
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);

    await user.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about_us');

    await user.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(about.getAttribute('aria-expanded')).toBe('true');

    await user.click(about);
    expect(about.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
  });

  it('the Turkey accordion has its contact section', async () => {
    stubMedia((q) => q === '(max-width:767.9px)');
    await renderFooter(<FooterColumns />, { site: 'tr', locale: 'en' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['About', 'Products', 'Services', 'Contact Us']);
  });
});
