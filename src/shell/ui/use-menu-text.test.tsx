// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { useMenuText } from './use-menu-text';

afterEach(cleanup);

function Probe({ keys }: { keys: string | string[] }) {
  return <output>{useMenuText(keys) ? 'ready' : 'waiting'}</output>;
}

it("a menu is ready when every one of its keys is in the page's language, not when its first one is", async () => {
  const i18n = createI18n();
  // Unit tests keep the menu text in translation.json: nav.trade.spot.title is there; a key nowhere waits for the menu text.
  const { rerender } = render(
    <I18nextProvider i18n={i18n}>
      <Probe keys={['nav.trade.spot.title']} />
    </I18nextProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('ready');
  rerender(
    <I18nextProvider i18n={i18n}>
      <Probe keys={['nav.trade.spot.title', 'nav.trade.nowhere.title']} />
    </I18nextProvider>,
  );
  // It asks for the menu text, and is ready once it is in (in English and the page's language).
  expect(screen.getByRole('status').textContent).toBe('waiting');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready'));
});
