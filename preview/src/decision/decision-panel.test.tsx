// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecider } from '../../../src/engine/decide';
import { findPersona } from 'virtual:meridian/personas';
import type { Facts } from '../../../src/generated/schema-types';
import { repoConfig } from '../../../src/test-support/repo-config';
import { DecisionPanel } from './decision-panel';

afterEach(cleanup);

const config = repoConfig();
const decide = (facts: Facts) => createDecider(config).decide(facts, { trace: 'all' });

describe('DecisionPanel', () => {
  it('shows each hidden id with the rule, its spec source and where it is written; a click opens the file at the line', async () => {
    const user = userEvent.setup();
    const facts: Facts = { site: 'main', now: '2026-03-10T12:00:00Z' };
    const onOpenRule = vi.fn();
    render(<DecisionPanel config={config} decision={await decide(facts)} facts={facts} onOpenRule={onOpenRule} />);
    const row = screen.getByTestId('hidden-funds_menu');
    expect(row.textContent).toContain('header-logged-out');
    expect(row.textContent).toContain('shell §1');
    await user.click(within(row).getByRole('button', { name: /^rules\/header\.yaml:\d+$/ }));
    expect(onOpenRule).toHaveBeenCalledWith('rules/header.yaml', expect.any(Number));
  });

  it('answers "why not hidden?" for a visible item with the test that failed', async () => {
    const user = userEvent.setup();
    const facts: Facts = { site: 'main', now: '2026-03-10T12:00:00Z' };
    render(<DecisionPanel config={config} decision={await decide(facts)} facts={facts} onOpenRule={() => undefined} />);
    await user.click(within(screen.getByTestId('widget-chat')).getByRole('button', { name: 'Why not hidden?' }));
    expect(screen.getByTestId('why-summary').textContent).toMatch(/^chat is visible/);
    await user.clear(screen.getByTestId('decision-why-input'));
    await user.type(screen.getByTestId('decision-why-input'), 'login');
    await user.click(screen.getByRole('button', { name: 'Explain' }));
    const candidate = screen.getByTestId('why').querySelector('[data-candidate=header-logged-in]')!;
    expect(candidate.textContent).toContain('user.isLogin equal true — is false');
  });

  it('lists the dialog queue by priority, offers to acknowledge, and highlights what changed', async () => {
    const user = userEvent.setup();
    const facts: Facts = { site: 'main', now: '2026-03-10T12:00:00Z', ...findPersona('nl_high_tier')!.facts };
    const onAcknowledge = vi.fn();
    render(
      <DecisionPanel
        config={config}
        decision={await decide(facts)}
        facts={facts}
        onOpenRule={() => undefined}
        onAcknowledge={onAcknowledge}
        changed={new Set(['dialog:nl_limit'])}
      />,
    );
    const row = screen.getByTestId('dialog-nl_limit');
    expect(row.textContent).toMatch(/^1\. nl_limit · priority 85 · opens now/);
    expect(row.getAttribute('data-changed')).toBe('true');
    await user.click(within(row).getByRole('button', { name: 'Acknowledge at now' }));
    expect(onAcknowledge).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'nl_limit', remember: expect.objectContaining({ key: 'meridian_nl_limit_ack' }) }),
    );
    expect(screen.getByTestId('hidden-login').getAttribute('data-changed')).toBeNull();
  });
});
