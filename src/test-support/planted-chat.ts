import type { Policy } from '../generated/schema-types';
import { testPolicy } from './planted-config';

/** A desktop visitor on the main site, outside live and login pages, sees the chat. */
export const chatPolicy: Policy = testPolicy({
  scope: {
    sites: ['main'],
    when: {
      all: [
        { fact: 'device.isPhone', operator: 'equal', value: false },
        { fact: 'device.width', operator: 'greaterThanInclusive', value: 768 },
        { not: { fact: 'path', operator: 'pathUnder', value: ['/live', '/login'] } },
        { fact: 'compliance.menu', operator: 'doesNotContain', value: 'chat' },
      ],
    },
  },
  expect: { shown: ['chat'] },
});

/** A planted rule (for withRule) hiding the chat when `when` (a YAML flow condition) holds. */
export const hidesChat = (when: string): string => `  - id: planted-chat-pause
    description: Planted by a test.
    source: compliance §4.3 (chat)
    when: ${when}
    then: { hide: [chat] }
`;
