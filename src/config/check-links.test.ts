import { describe, expect, it } from 'vitest';
import { checkLinks } from './check-links';
import { formatError } from './config-error';
import { parseYaml } from './yaml-source';

describe('checkLinks', () => {
  it('echoes a rejected href as a short excerpt (the check runs on values the schema let through)', () => {
    const href = `javascript:${'x'.repeat(5000)}\nEND`;
    const { parsed } = parseYaml(
      'sites/links/zz.yaml',
      `navigation:\n  - { id: zz, title: t, group: main, href: ${JSON.stringify(href)} }\n`,
    );
    const errors = checkLinks([parsed], new Set(), new Set()).map(formatError);
    expect(errors).toEqual([
      expect.stringMatching(
        /^sites\/links\/zz\.yaml:2:\d+ navigation\[0\]\.href: href must be a path starting with \/ or an https URL \(got "javascript:x+…\)$/,
      ),
    ]);
    expect(errors[0]!.length).toBeLessThan(150);
  });
});
