import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, scratch } from './test-support';

describe('meridian lint: a declared dialog the site cannot show', () => {
  it('is an error at its id in rules/dialogs.yaml, and lint fails', async () => {
    const dir = scratch();
    const file = join(dir, 'rules/dialogs.yaml');
    const text = readFileSync(file, 'utf8');
    const gift = '  - { id: signup_gift, priority: 30, remember: gift_counter, source: compliance §4.5 }\n';
    expect(text).toContain(gift);
    writeFileSync(file, text.replace(gift, `${gift}  - { id: mica_notice, priority: 20, source: compliance §4.1 }\n`));
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('mica_notice')) + 1;
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out).toContain(`rules/dialogs.yaml:${line}:11 dialogs[16].id: dialog "mica_notice" has no view in this build`);
  });
});
