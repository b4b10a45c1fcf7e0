import type { Policy } from '../generated/schema-types';
import { testPolicy } from './planted-config';

/** The attacker's base policy: a visitor with an empty compliance menu sees the upgrade hint. */
export const hintShown: Policy = testPolicy({
  scope: { when: { fact: 'compliance.menu', operator: 'isEmpty', value: true } },
  expect: { shown: ['upgrade_hint'] },
});

/** A planted rule hiding the upgrade hint when `when` (YAML flow) holds. */
export const hidesHint = (when: string): string => `  - id: planted-hint-off
    description: Planted by a test.
    source: shell §4
    when: ${when}
    then: { hide: [upgrade_hint] }
`;
