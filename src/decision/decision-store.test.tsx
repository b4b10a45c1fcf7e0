// @vitest-environment jsdom
// The decider is wrapped to count its calls (issue 10: "avoid re-running decide when its facts did
// not change"; the provider compares facts by value).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Decision, Facts } from '../generated/schema-types';
import { repoConfig } from '../test-support/repo-config';

const calls: Facts[] = [];
vi.mock('../engine/decide', async (importOriginal) => {
  const real = await importOriginal<typeof import('../engine/decide')>();
  return {
    ...real,
    createDecider: (...args: Parameters<typeof real.createDecider>) => {
      const d = real.createDecider(...args);
      return {
        decide: (facts: Facts, options?: Parameters<typeof d.decide>[1]) => {
          calls.push(facts);
          return d.decide(facts, options);
        },
      };
    },
  };
});

const { createDecider } = await import('../engine/decide');
const { DecisionProvider, useDecision } = await import('./decision-store');

afterEach(() => {
  cleanup();
  calls.length = 0;
});

function SiteKey() {
  return <span data-testid="site">{useDecision((d) => d.site.key)}</span>;
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

describe('DecisionProvider', () => {
  it('does not decide again the facts its initial Decision came from, and decides new facts', async () => {
    const config = repoConfig();
    const main: Facts = { site: 'main', now: '2026-03-10T12:00:00Z' };
    // A Decision that does not belong to `main`: if the provider re-decided on mount, it would be replaced.
    const marker: Decision = await createDecider(config).decide({ ...main, site: 'tr' });
    const { rerender } = render(
      <DecisionProvider config={config} facts={main} initial={marker} initialFacts={main}>
        <SiteKey />
      </DecisionProvider>,
    );
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('tr');
    rerender(
      <DecisionProvider config={config} facts={{ ...main, site: 'uk' }} initial={marker} initialFacts={main}>
        <SiteKey />
      </DecisionProvider>,
    );
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('uk');
  });
});

describe('DecisionProvider skips decide when the facts did not change', () => {
  it('re-renders with equal facts (new objects) decide nothing; a changed fact decides once', async () => {
    const config = repoConfig();
    const main: Facts = { site: 'main', now: '2026-03-10T12:00:00Z', user: { isLogin: true } };
    const initial = await createDecider(config).decide(main);
    calls.length = 0;
    const view = (facts: Facts) => (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={main}>
        <SiteKey />
      </DecisionProvider>
    );
    const { rerender } = render(view({ ...main, user: { isLogin: true } }));
    await settle();
    rerender(view(structuredClone(main)));
    await settle();
    expect(calls).toHaveLength(0);

    rerender(view({ ...main, site: 'uk' }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('site').textContent).toBe('uk');
    for (let i = 0; i < 3; i++) {
      rerender(view({ ...main, site: 'uk', user: { isLogin: true } }));
      await settle();
    }
    expect(calls).toHaveLength(1);
  });
});

describe('DecisionProvider readiness and onDecided', () => {
  it('publishes a Decision once what it waits for is ready, with onDecided just before; a newer one wins over a waiting one', async () => {
    const config = repoConfig();
    const main: Facts = { site: 'main', now: '2026-03-10T12:00:00Z' };
    const initial = await createDecider(config).decide(main);
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const announced: string[] = [];
    // uk waits on the gate; every other site needs nothing.
    const readiness = (d: Decision) => (d.site.key === 'uk' ? gate : undefined);
    const onDecided = (d: Decision) => announced.push(`${d.site.key} while showing ${screen.getByTestId('site').textContent}`);
    const view = (facts: Facts) => (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={main} readiness={readiness} onDecided={onDecided}>
        <SiteKey />
      </DecisionProvider>
    );
    const { rerender } = render(view(main));
    rerender(view({ ...main, site: 'uk' }));
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('main'); // uk is waiting
    expect(announced).toEqual([]);
    release();
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('uk');
    expect(announced).toEqual(['uk while showing main']);

    // A Decision still waiting when newer facts arrive is dropped.
    let releaseAgain = () => {};
    const gate2 = new Promise<void>((r) => {
      releaseAgain = r;
    });
    const slow = (d: Decision) => (d.site.key === 'tr' ? gate2 : undefined);
    const view2 = (facts: Facts) => (
      <DecisionProvider config={config} facts={facts} initial={initial} initialFacts={main} readiness={slow}>
        <SiteKey />
      </DecisionProvider>
    );
    rerender(view2({ ...main, site: 'tr' }));
    await settle();
    rerender(view2({ ...main, site: 'jp' }));
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('jp');
    releaseAgain();
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('jp');
  });
});

describe('DecisionProvider with a replaced configuration (a live rule bundle)', () => {
  it('decides the same facts again with the new configuration, once, and keeps it for the next facts', async () => {
    const config = repoConfig();
    const main: Facts = { site: 'main', now: '2026-03-10T12:00:00Z' };
    const initial = await createDecider(config).decide(main);
    calls.length = 0;
    // The new bundle renames main's key: a change the page shows without new facts.
    const next = { ...config, sites: { ...config.sites, main: { ...config.sites.main!, key: 'renamed' } } };
    const view = (c: typeof config, facts: Facts) => (
      <DecisionProvider config={c} facts={facts} initial={initial} initialFacts={main}>
        <SiteKey />
      </DecisionProvider>
    );
    const { rerender } = render(view(config, main));
    await settle();
    expect(calls).toHaveLength(0);
    rerender(view(next, { ...main }));
    await settle();
    expect(calls).toHaveLength(1);
    expect(screen.getByTestId('site').textContent).toBe('renamed');
    rerender(view(next, { ...main }));
    await settle();
    expect(calls).toHaveLength(1);
  });
});
