// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeFacts } from '../../../src/engine/normalize-facts';
import type { Facts } from '../../../src/generated/schema-types';
import { repoConfig } from '../../../src/test-support/repo-config';
import type { PreviewState } from './preview-state';
import { defaultScenario } from './scenario';
import { ScenarioForm } from './scenario-form';
import { TimeTravel } from './time-travel';
import { toTimeText } from './time';
import { decodeState } from './url-codec';

afterEach(cleanup);

const config = repoConfig();

/** A link as someone shares it, naming neither a time nor a width (issue 39 item 22). */
function openLink(facts: Facts) {
  const search = `?${new URLSearchParams({ v: '1', view: 'scenario', persona: 'custom', facts: JSON.stringify(facts) })}`;
  const a = defaultScenario(new Date('2026-07-01T08:00:00Z'));
  const fallback: PreviewState = { view: 'scenario', a, b: a, file: null };
  const { state } = decodeState(search, fallback, () => []);
  const scenario = state!.a;
  render(
    <>
      <TimeTravel facts={scenario.facts} onFacts={() => undefined} testId="time" />
      <ScenarioForm config={config} scenario={scenario} onChange={() => undefined} />
    </>,
  );
  // What the simulation decides with for the same facts: the engine's own defaults.
  return normalizeFacts(config, scenario.facts).facts;
}

describe('a shared preview link without a time or a width', () => {
  it('shows the moment and the width the simulation uses (desktop)', () => {
    const used = openLink({ site: 'main', path: '/' });
    expect((screen.getByTestId('time-now') as HTMLInputElement).value).toBe(toTimeText(used.now));
    expect((screen.getByTestId('time-now') as HTMLInputElement).value).not.toBe('');
    expect((screen.getByTestId('a-width') as HTMLInputElement).value).toBe(String(used.device.width));
    expect(screen.getByTestId('a-device-desktop').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the phone width for a phone visitor', () => {
    const used = openLink({ site: 'tr', device: { isPhone: true } });
    expect((screen.getByTestId('a-width') as HTMLInputElement).value).toBe(String(used.device.width));
    expect(screen.getByTestId('a-device-phone').getAttribute('aria-pressed')).toBe('true');
  });
});
