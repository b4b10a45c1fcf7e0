import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, scratch } from './test-support';

// Shell §9: the UK financial promotion note names an FCA-authorised firm and an approval date, both
// site configuration (sites/uk.yaml fcaNote). Until compliance gives the real values, the file marks
// them as a placeholder and lint warns on every run (docs/sites.md, Footer disclaimers).
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('meridian lint: the FCA note', () => {
  it('warns at sites/uk.yaml while its firm and date are a placeholder awaiting compliance, and passes', async () => {
    const dir = scratch();
    const text = readFileSync(join(dir, 'sites/uk.yaml'), 'utf8');
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.out + r.err).toMatch(
      new RegExp(`sites/uk\\.yaml:${lineOf(text, 'placeholder:')}:\\d+ fcaNote\\.placeholder: placeholder awaiting compliance`),
    );
  });

  it('is an error when a site shows the note without naming the firm and the date', async () => {
    const dir = scratch();
    const file = join(dir, 'sites/uk.yaml');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^fcaNote:.*\n(?: {2}.*\n)*/m, ''));
    expect(readFileSync(file, 'utf8')).not.toContain('fcaNote');
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/sites\/uk\.yaml.*fcaNote/);
  });

  it('says nothing once compliance has filled the values in', async () => {
    const dir = scratch();
    const file = join(dir, 'sites/uk.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^ {2}placeholder:.*\n/m, ''));
    const r = await run(['lint'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.out + r.err).not.toMatch(/placeholder awaiting compliance/);
  });
});
