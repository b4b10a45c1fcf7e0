// @vitest-environment jsdom
// Issue 10 (language switch ≤ 150 ms): a Decision in a new language and that language's text reach
// the page in one render pass. Before, the Decision rendered with the old words and a layout effect
// switched the words in a second pass over every translated component.
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createDecider } from '../engine/decide';
import type { Decision, Facts } from '../generated/schema-types';
import { DecisionProvider, useDecision } from '../decision/decision-store';
import { repoConfig } from '../test-support/repo-config';
import { createI18n, languageReady, loadLanguage, preloadLanguage, switchIfLoaded } from '../lib/i18n';
import { useLanguageWithDecision } from './language-sync';

afterEach(cleanup);

/** What each render of a translated component saw: the Decision's language and the words' language. */
type Seen = { decided: string; words: string; title: string };

function Probe({ seen }: { seen: Seen[] }) {
  const { t, i18n } = useTranslation(['translation', 'prefs']);
  const decided = useDecision((d) => d.locale.lang);
  seen.push({ decided, words: i18n.language, title: t('prefs:language.title') });
  return null;
}

/** The layout's own switch (shell-layout.tsx): what catches a language the Decision did not bring. */
function LayoutSwitch() {
  const { i18n } = useTranslation(['translation', 'prefs']);
  const lang = useDecision((d) => d.locale.lang);
  useLayoutEffect(() => {
    if (!switchIfLoaded(i18n, lang)) void loadLanguage(i18n, lang);
  }, [i18n, lang]);
  return null;
}

function Shell({ facts, initial, initialFacts, seen }: { facts: Facts; initial: Decision; initialFacts: Facts; seen: Seen[] }) {
  const { readiness, onDecided } = useLanguageWithDecision();
  return (
    <DecisionProvider
      config={repoConfig()}
      facts={facts}
      initial={initial}
      initialFacts={initialFacts}
      readiness={readiness}
      onDecided={onDecided}
    >
      <LayoutSwitch />
      <Probe seen={seen} />
    </DecisionProvider>
  );
}

const settle = (ms = 50) => act(() => new Promise((r) => setTimeout(r, ms)));
const english: Facts = { site: 'main', locale: 'en', path: '/', now: '2026-03-10T12:00:00Z' };

async function switchTo(lang: string, preload: boolean) {
  const i18n = createI18n();
  const initial = await createDecider(repoConfig()).decide(english);
  if (preload) await preloadLanguage(i18n, lang);
  const seen: Seen[] = [];
  const view = (facts: Facts) => (
    <I18nextProvider i18n={i18n}>
      <Shell facts={facts} initial={initial} initialFacts={english} seen={seen} />
    </I18nextProvider>
  );
  const { rerender } = render(view(english));
  await settle();
  const before = seen.length;
  rerender(view({ ...english, locale: lang }));
  await settle(300);
  return { i18n, seen, after: seen.slice(before) };
}

describe('a Decision in a new language and its text render together', () => {
  for (const preload of [true, false]) {
    it(`one pass, never new links with old words (text ${preload ? 'preloaded by the menu' : 'loaded on the switch'})`, async () => {
      const { i18n, seen, after } = await switchTo('de', preload);
      expect(i18n.language).toBe('de');
      // Every render saw the Decision and the words in the same language.
      expect(seen.filter((s) => s.decided !== s.words)).toEqual([]);
      // The rerender with the new facts (still the old Decision), then the single pass in German.
      const german = after.filter((s) => s.decided === 'de');
      expect(german).toHaveLength(1);
      expect(german[0]!.title).not.toBe(seen[0]!.title);
    });
  }
});

describe('switchIfLoaded and languageReady', () => {
  it('switches synchronously only a language whose text is here', async () => {
    const i18n = createI18n();
    expect(switchIfLoaded(i18n, 'fr')).toBe(false);
    expect(i18n.language).toBe('en');
    const ready = languageReady(i18n, 'fr', 5000);
    expect(ready).toBeInstanceOf(Promise);
    await ready;
    expect(languageReady(i18n, 'fr', 5000)).toBeUndefined();
    expect(switchIfLoaded(i18n, 'fr')).toBe(true);
    expect(i18n.language).toBe('fr'); // no await: the same task
    expect(languageReady(i18n, 'en', 5000)).toBeUndefined();
  });
});

describe('languageReady deadline', () => {
  it('is shared by every wait for the same language while its text loads', () => {
    const i18n = createI18n();
    const first = languageReady(i18n, 'ja', 5000);
    expect(languageReady(i18n, 'ja', 5000)).toBe(first);
    expect(languageReady(i18n, 'fr', 5000)).not.toBe(first);
  });
});
