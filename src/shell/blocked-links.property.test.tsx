// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSources } from '../config/node/read-sources';
import { compileOrThrow } from '../config/compile';
import type { CompiledConfig } from '../rules-model/compiled-types';
import { decide } from '../engine/decide';
import { productOf, splitHref } from '../rules-model/product-codes';
import type { Decision, Facts } from '../generated/schema-types';
import { setupTestBackend } from '../mocks/test-server';
import { validFacts } from '../test-support/arbitraries';
import { shownLinks } from '../test-support/invariants';
import { stubMedia } from '../test-support/match-media';
import { renderShell } from '../test-support/render-shell';
import { repoConfig } from '../test-support/repo-config';
import { SiteFooter } from './footer/site-footer';
import { useHeaderMenu } from './header/menu-state';
import { SiteHeader } from './header/site-header';

/**
 * Issue 11, render level: for random facts with a non-empty compliance menu, the rendered header
 * (every menu opened in turn) and footer contain no link to a blocked product. The Decision-level
 * property (src/engine/invariants.property.test.ts) covers many more cases; this one checks that
 * the components add no link of their own.
 */
/** The mutation test below swaps in a configuration without the compliance-menu rule. */
const swap = vi.hoisted(() => ({ config: null as CompiledConfig | null }));
vi.mock('../test-support/repo-config', async (importOriginal) => {
  const m = await importOriginal<typeof import('../test-support/repo-config')>();
  return { repoConfig: () => swap.config ?? m.repoConfig() };
});

const backend = setupTestBackend();
afterEach(() => {
  cleanup();
  useHeaderMenu.getState().close();
  vi.unstubAllGlobals();
});

const config = repoConfig();
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : 20261122;
const codes = [...new Set(config.products.map((p) => p.code))].sort();

/**
 * Random facts for a random site, with several blocked products and desktop width (the menus
 * render). Only facts whose decision offers more than five links (`shownLinks`) are kept, the first four of
 * them: one that redirects (the compliance tips page, for instance) renders no header links, and
 * one that confines a withdraw-only user offers only the withdraw page and the legal ones, so
 * neither would test what the components add.
 */
const drawn: Facts[] = fc.sample(
  fc.tuple(validFacts(config), fc.uniqueArray(fc.constantFrom(...codes), { minLength: 3, maxLength: 10 })).map(([f, menu]) => ({
    ...f,
    device: { isPhone: false, width: 1440 },
    compliance: { ...f.compliance, menu },
  })),
  { numRuns: 40, seed },
);
const decisions = await Promise.all(drawn.map((f) => decide(config, f, { trace: 'none' })));
const offersLinks = (d: Decision) => new Set(shownLinks(d).flatMap(({ item }) => (item.href ? [item.href] : []))).size > 5;
const cases = drawn.filter((_f, i) => !decisions[i]!.redirect && offersLinks(decisions[i]!)).slice(0, 4);

/** Every href in the document, as the path without the language prefix (external ones as they are). */
function renderedHrefs(d: Decision): string[] {
  return [...document.querySelectorAll('a[href]')].map((a) => {
    const href = a.getAttribute('href')!;
    return d.locale.prefix && href.startsWith(`${d.locale.prefix}/`) ? href.slice(d.locale.prefix.length) : href;
  });
}

/** Renders header and footer for the facts, opens every header menu in turn, and returns the links to blocked products. */
async function blockedLinks(facts: Facts): Promise<{ bad: { h: string; code: string | null }[]; seen: Set<string> }> {
  stubMedia((q) => q.includes('min-width'));
  const { decision } = await renderShell(
    <>
      <SiteHeader />
      <SiteFooter cdnCheck={{ delayMs: 1e9 }} />
    </>,
    { facts, http: backend.http },
  );
  const blocked = new Set(facts.compliance!.menu);
  const seen = new Set(renderedHrefs(decision));
  for (const item of decision.header.filter((i) => i.children?.length)) {
    act(() => useHeaderMenu.getState().show(item.id));
    renderedHrefs(decision).forEach((h) => seen.add(h));
  }
  const bad = [...seen]
    .filter((h) => h.startsWith('/') && !h.startsWith('//'))
    .map((h) => ({ h, code: productOf(splitHref(h).path, splitHref(h).query, config.products) }))
    .filter(({ code }) => code !== null && blocked.has(code));
  return { bad, seen };
}

describe('rendered header and footer never link a blocked product', () => {
  it('draws four cases that render links', () => {
    expect(cases).toHaveLength(4);
  });

  it.each(cases.map((f, i) => [i, f.site, f] as const))(
    'case %i (site %s)',
    async (_i, _site, facts) => {
      const { bad, seen } = await blockedLinks(facts);
      expect(seen.size).toBeGreaterThan(5); // the decision offers more than five: the check looked at real links
      expect(bad, `blocked: ${facts.compliance!.menu!.join(',')}`).toEqual([]);
    },
    60_000,
  );

  it('the check can fail: without the compliance-menu rule, a blocked product is linked in the DOM', async () => {
    swap.config = compileOrThrow(
      readSources(process.cwd()).map((s) =>
        s.file === 'rules/footer.yaml'
          ? {
              ...s,
              text: s.text.replace(
                'when: { fact: compliance.menu, operator: isEmpty, value: false }',
                'when: { fact: compliance.menu, operator: isEmpty, value: true }',
              ),
            }
          : s,
      ),
    );
    try {
      const { bad } = await blockedLinks({
        site: 'main',
        now: '2026-03-10T12:00:00Z',
        compliance: { menu: ['nft', 'learn', 'help_center', 'live', 'rank'] },
      });
      expect(bad.length).toBeGreaterThan(0);
    } finally {
      swap.config = null;
    }
  }, 60_000);
});
