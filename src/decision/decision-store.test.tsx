// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDecider } from '../engine/decide';
import type { Decision, Facts } from '../generated/schema-types';
import { repoConfig } from '../test-support/repo-config';
import { DecisionProvider, useDecision } from './decision-store';

afterEach(cleanup);

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
    const { rerender } = render(<DecisionProvider config={config} facts={main} initial={marker} initialFacts={main}><SiteKey /></DecisionProvider>);
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('tr');
    rerender(<DecisionProvider config={config} facts={{ ...main, site: 'uk' }} initial={marker} initialFacts={main}><SiteKey /></DecisionProvider>);
    await settle();
    expect(screen.getByTestId('site').textContent).toBe('uk');
  });
});
