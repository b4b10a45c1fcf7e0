// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSources } from '../../../src/config/node/read-sources';
import type { Facts } from '../../../src/generated/schema-types';
import { inlineCompiler } from '../config/compiler';
import { createConfigStore, type ConfigStore } from '../config/config-store';
import { openFacts, type PreviewState } from '../scenario/preview-state';
import { PoliciesView } from './policies-view';
import { PolicyRow } from './policy-row';
import { inlineRunner } from './policy-runner';
import { usePolicyRun } from './use-policy-run';

afterEach(cleanup);

// Two policies only, so the test verifies in a second: the repo's files with rules/policies/ replaced.
const POLICIES = `policies:
  - id: app-banner-main-only
    description: The mobile app download banner shows only on the main site.
    source: "compliance §4.1"
    scope: { sites: [tr, mt, hk, us, bs, sg, uk, jp, ae, testnet, eu] }
    expect: { barAbsent: [app_download] }
  - id: robots-nl-it
    description: Dutch and Italian pages are not indexed and not followed.
    source: compliance §5
    scope:
      when: { fact: locale, operator: in, value: [nl, it] }
    expect: { robots: 'noindex, nofollow' }
  - id: spot-link-unproven
    description: The footer's spot link leads to a trade page.
    source: shell §6
    scope: { sites: [main] }
    expect: { hrefMatches: { footer_spot: '^/trade' } }
`;
const sources = [
  ...readSources(process.cwd()).filter((s) => !s.file.startsWith('rules/policies/')),
  { file: 'rules/policies/test.yaml', text: POLICIES },
];
const locale = sources.find((s) => s.file === 'rules/locale.yaml')!;
const RULE = "when: { fact: locale, operator: in, value: [nl, it] }\n    then: { set: { robots: 'noindex, nofollow' } }";

function Harness({ store, onOpenScenario }: { store: ConfigStore; onOpenScenario: (f: Facts) => void }) {
  return <PoliciesView run={usePolicyRun(store, inlineRunner, true)} onOpenScenario={onOpenScenario} />;
}

const row = (id: string) => screen.getByTestId(`policy-${id}`);

describe('the Policies view', () => {
  it('shows each policy holding, then the violation an edit makes, and opens its counterexample as the scenario', async () => {
    const user = userEvent.setup();
    const store = createConfigStore(inlineCompiler, sources);
    const onOpenScenario = vi.fn();
    render(<Harness store={store} onOpenScenario={onOpenScenario} />);
    await waitFor(
      () => expect(screen.getByTestId('policies-summary').textContent).toMatch(/^2 proven, 0 violated, 1 unproven · \d+ classes in/),
      { timeout: 20_000 },
    );
    expect(row('robots-nl-it').getAttribute('data-status')).toBe('proven');
    expect(within(row('robots-nl-it')).getByTestId('policy-classes').textContent).toMatch(/^proven over \d+ class/);
    // Every set rule can change an href, and one of them matches the path with a regular expression.
    expect(row('spot-link-unproven').getAttribute('data-status')).toBe('unproven');
    expect(within(row('spot-link-unproven')).getByTestId('policy-unproven').textContent).toMatch(/path: .*regular expression/);
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.status)[0]).toBe(row('spot-link-unproven'));

    // Italian forgotten by the rule: the policy is violated, the Italian visitor is the counterexample.
    expect(locale.text).toContain(RULE);
    store.getState().edit(locale.file, locale.text.replace(RULE, RULE.replace('[nl, it]', '[nl]')));
    await waitFor(() => expect(row('robots-nl-it').getAttribute('data-status')).toBe('violated'), { timeout: 20_000 });
    expect(row('app-banner-main-only').getAttribute('data-status')).toBe('proven');
    // The violated policy is listed first.
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.status)[0]).toBe(row('robots-nl-it'));
    await user.click(within(row('robots-nl-it')).getByRole('button', { name: /Open the counterexample of robots-nl-it/ }));
    const facts = onOpenScenario.mock.calls[0]![0] as Facts;
    expect(facts.locale).toBe('it');
    const state = { view: 'policies', a: { persona: 'visitor', facts: { site: 'tr' } }, b: { persona: 'visitor', facts: {} }, file: null };
    const opened = openFacts(state as PreviewState, facts);
    expect(opened.view).toBe('scenario');
    expect(opened.a.facts).toMatchObject({ locale: 'it', now: facts.now });

    // A source that does not compile: said so, the last results kept and marked stale.
    store.getState().edit(locale.file, 'rules: [');
    await waitFor(() => expect(screen.getByTestId('policies-invalid').textContent).toContain('do not compile'), { timeout: 20_000 });
    expect(row('robots-nl-it').getAttribute('data-status')).toBe('stale');
  }, 180_000); // a hang guard: the whole verify of the repository runs three times here
});

describe('a policy row while the policies verify again (issue 42: text at 4.5:1)', () => {
  const policy = { id: 'robots-nl-it', description: 'Dutch and Italian pages are not indexed.', source: 'compliance §5' };

  it('draws no faded text: no opacity, a spinner and aria-busy say it is verifying, a dashed frame that it is not fresh', () => {
    render(<PolicyRow policy={policy} result={undefined} fresh={false} running onOpenScenario={() => undefined} />);
    const li = row('robots-nl-it');
    expect(li.dataset.status).toBe('running');
    expect(li.getAttribute('aria-busy')).toBe('true');
    for (const el of [li, ...li.querySelectorAll('*')]) expect(['', '1']).toContain(getComputedStyle(el).opacity);
    expect(getComputedStyle(li).borderStyle).toBe('dashed');
    expect(within(li).getByTestId('policy-verifying')).toBeTruthy();
    // The label is dark text on white (an outlined chip with the default colour), not white on the info blue.
    const chip = within(li).getByText('verifying…').closest('.MuiChip-root')!;
    expect(chip.className).toContain('MuiChip-outlined');
    expect(chip.className).not.toContain('MuiChip-colorInfo');
  });

  it('a fresh result is drawn plainly', () => {
    render(<PolicyRow policy={policy} result={{ failed: 'timed out' }} fresh running onOpenScenario={() => undefined} />);
    const li = row('robots-nl-it');
    expect(li.getAttribute('aria-busy')).toBeNull();
    expect(getComputedStyle(li).borderStyle).toBe('solid');
  });
});
