// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Every language is split as English is (issue 41, tooling/vite-locales-plugin.ts): its first chunk
// has what the first paint reads; a later namespace and the menu text come when a part needs them, in
// the page's language. Each test starts from a fresh module state: nothing fetched, nothing asked for
// (the test setup asked for every later namespace in the shared state).
async function fresh() {
  vi.resetModules();
  return {
    ...(await import('./i18n-later')),
    ...(await import('./i18n')),
    ...(await import('./menu-text')),
    ...(await import('../shell/ui/lazy-named')),
  };
}

afterEach(cleanup);

describe('later parts in the page language', () => {
  it("a Turkish page's part that reads a later namespace shows Turkish from its first render", async () => {
    const { createI18n, loadLanguage, lazyNamed } = await fresh();
    const i18n = createI18n();
    await loadLanguage(i18n, 'tr');
    expect(i18n.hasResourceBundle('tr', 'dialogs')).toBe(false);
    const seen: string[] = [];
    function Notice() {
      const { t } = useTranslation('dialogs');
      seen.push(t('common.close'));
      return <button type="button">{t('common.close')}</button>;
    }
    const Part = lazyNamed(async () => ({ Notice }), 'Notice', { mui: false, ns: ['dialogs'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<span>loading</span>}>
          <Part />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Kapat' })).toBeTruthy();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['Kapat']));
  });

  it('a language switch loads the later namespaces in use, and only those, before it switches', async () => {
    const { createI18n, loadNamespaces, addNamespaces, preloadLanguage, switchIfLoaded } = await fresh();
    const i18n = createI18n();
    // A dialog is open on the English page.
    await loadNamespaces(['dialogs']);
    expect(addNamespaces(i18n, ['dialogs'])).toBe(true);
    expect(i18n.t('dialogs:common.close')).toBe('Close');
    // Turkey's first chunk alone would leave the dialog in English: no switch yet.
    expect(switchIfLoaded(i18n, 'tr')).toBe(false);
    await preloadLanguage(i18n, 'tr');
    expect(i18n.hasResourceBundle('tr', 'dialogs')).toBe(true);
    expect(i18n.hasResourceBundle('tr', 'auth')).toBe(false);
    expect(switchIfLoaded(i18n, 'tr')).toBe(true);
    expect(i18n.t('dialogs:common.close')).toBe('Kapat');
    // A part asked for once Turkish is in comes in Turkish too.
    await loadNamespaces(['auth']);
    expect(addNamespaces(i18n, ['auth'])).toBe(true);
    expect(i18n.t('auth:login')).toBe('Giriş Yap');
  });

  it("a part asked for while a language's first chunk loads comes with it", async () => {
    const { createI18n, loadNamespaces, loadLanguage } = await fresh();
    const i18n = createI18n();
    const switching = loadLanguage(i18n, 'de');
    void loadNamespaces(['chat']);
    await switching;
    expect(i18n.language).toBe('de');
    expect(i18n.hasResourceBundle('de', 'chat')).toBe(true);
  });

  it("the menu text shows only once it is in the page's language: English alone is not ready on a Turkish page", async () => {
    const { createI18n, loadLanguage, addLanguage, loadMenuText, addMenuText } = await fresh();
    // The build's Turkish menu part (unit tests keep it in translation.json): a fetch that ends when told.
    let arrive: (m: { default: Record<string, unknown> }) => void = () => {};
    addLanguage('tr', { menu: () => new Promise((resolve) => (arrive = resolve)) });
    const i18n = createI18n();
    await loadLanguage(i18n, 'tr');
    const load = loadMenuText();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(addMenuText(i18n)).toBe(false);
    arrive({ default: { nav: { probe: 'Deneme' } } });
    await load;
    expect(addMenuText(i18n)).toBe(true);
    expect(i18n.t('nav.probe' as never)).toBe('Deneme');
  });
});
