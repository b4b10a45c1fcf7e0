import { describe, expect, it } from 'vitest';
import { createDecider } from '../../../src/engine/decide';
import { findPersona } from 'virtual:meridian/personas';
import { repoConfig } from '../../../src/test-support/repo-config';
import { diffDecisions } from './decision-diff';

const config = repoConfig();
const decider = createDecider(config);
const now = '2026-03-10T12:00:00Z';

describe('diffDecisions', () => {
  it('finds nothing between equal decisions', async () => {
    const d = await decider.decide({ site: 'main', now });
    expect(diffDecisions(d, d)).toEqual([]);
  });

  it('lists what logging in changes, keyed for highlighting', async () => {
    const visitor = await decider.decide({ site: 'main', now });
    const trader = await decider.decide({ site: 'main', now, ...findPersona('trader')!.facts });
    const changes = diffDecisions(visitor, trader);
    expect(changes).toContainEqual({ key: 'hidden:login', area: 'hidden', text: 'login hidden' });
    expect(changes).toContainEqual({ key: 'hidden:funds_menu', area: 'hidden', text: 'funds_menu shown' });
  });

  it('lists the site, language, links and dialogs between two sites', async () => {
    const main = await decider.decide({ site: 'main', now });
    const tr = await decider.decide({ site: 'tr', now });
    const texts = diffDecisions(main, tr).map((c) => c.text);
    expect(texts).toContain('site main (0) → tr (177)');
    expect(texts).toContain('locale lang: en → tr');
    expect(texts).toContain('trade_spot link: /trade/BTC_USDT → /trade/BTC_TRY');
  });

  it('notices the open dialog changing', async () => {
    const a = await decider.decide({ site: 'main', now, ...findPersona('nl_high_tier')!.facts });
    const b = await decider.decide({ site: 'main', now, ...findPersona('visitor')!.facts });
    expect(diffDecisions(a, b)).toContainEqual({ key: 'dialog-open', area: 'dialogs', text: 'open dialog: nl_limit → none' });
  });
});
