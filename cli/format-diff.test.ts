import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DiffReport } from '../src/analysis/diff';
import { DIMENSIONS, type Scope } from '../src/analysis/diff-words';
import { formatDiffMarkdown, formatDiffText } from './format-diff';
import { run, scratch } from './test-support';

/** A site name (or any configuration string) that tries to leave its place in a pull-request comment. */
const EVIL =
  'x\n\n</details>\n\n![pwn](https://evil.example/p.png)\n<img src=x onerror=alert(1)> `tick` | pipe | *b* _i_ [l](javascript:x)\u001b[31m\n::error file=README.md::INJECTED';

const scope = (v: string): Scope => ({
  dims: Object.fromEntries(DIMENSIONS.map((d) => [d, { values: [v], others: ['other'] }])) as Scope['dims'],
  complete: false,
});

/** A report whose every configuration-derived string is hostile. */
const report: DiffReport = {
  changed: true,
  config: {
    allSites: [EVIL, 'bs'],
    sites: [
      {
        site: EVIL,
        status: 'changed',
        changes: [
          { path: `name${EVIL}`, kind: 'changed', before: EVIL, after: `${EVIL}2`, from: EVIL },
          { path: 'hidden', kind: 'added', after: { [EVIL]: EVIL } },
        ],
      },
    ],
    shared: [{ area: 'rules', id: EVIL, status: 'added', changes: [{ path: EVIL, kind: 'removed', before: EVIL }], reaches: [EVIL] }],
  },
  decisions: {
    scenarios: 2,
    decided: 2,
    unchangedSites: [EVIL],
    onlyIn: { base: [EVIL], head: [EVIL] },
    changedScenarios: 1,
    changes: [
      {
        kind: 'hidden',
        subject: EVIL,
        before: false,
        after: true,
        subjects: [EVIL],
        summary: EVIL,
        scenarios: [EVIL, EVIL],
        scope: scope(EVIL),
        rules: [{ id: EVIL, source: EVIL, scenarios: 1 }],
        declarations: [EVIL],
      } as DiffReport['decisions']['changes'][number],
    ],
  },
};
const labels = { base: EVIL, head: 'HEAD' };

/** What markdown reads as markup: the text outside code spans, with backslash-escaped characters left out. */
function markup(md: string): string {
  let out = '';
  for (let i = 0; i < md.length; i++) {
    if (md[i] === '\\') i++;
    else if (md[i] === '`') i = md.indexOf('`', i + 1);
    else out += md[i];
  }
  return out;
}

/** The markdown's own structure: every line that is HTML or a heading, as the formatter writes them. */
function structure(md: string): string[] {
  return md.split('\n').filter((l) => /^\s*(<|#|\|---)/.test(l));
}

describe('diff output escapes what the configuration wrote', () => {
  it('markdown: no configuration string adds HTML, an image, a link, a line or a table cell', () => {
    const md = formatDiffMarkdown(report, labels);
    expect(structure(md)).toEqual([
      '### Meridian: what this change does to visitors',
      '|---:|---|---:|---|---|',
      '<details><summary>Scenarios and rule sources</summary>',
      '</details>',
      '<details><summary>Configuration changes</summary>',
      '</details>',
    ]);
    expect(markup(md)).not.toMatch(/<img|!\[|\]\(|^::error/m);
    expect(md).not.toContain('\u001b');
    const rows = md.split('\n').filter((l) => l.startsWith('| 1 |'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(/(?<!\\)\|/)).toHaveLength(7); // six borders: five cells
  });

  it('text: one printed line per line, no terminal escape', () => {
    const text = formatDiffText(report, labels);
    expect(text).not.toMatch(/^(::error|<\/details>|!\[)/m);
    expect(text).not.toContain('\u001b');
  });

  it('a site name that closes <details> in a real diff stays inside its code span', async () => {
    const base = scratch();
    const head = scratch();
    const file = join(head, 'sites/bs.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^name: .*$/m, `name: ${JSON.stringify(EVIL)}`));
    const md = await run(['diff', base, head, '--sites', 'bs', '--format', 'markdown'], { cwd: base });
    expect(md.code).toBe(0);
    expect(md.out).toContain('- **site bs**');
    expect(md.out.split('\n').filter((l) => l.startsWith('</details>'))).toHaveLength(
      md.out.split('\n').filter((l) => l.startsWith('<details>')).length,
    );
    expect(markup(md.out)).not.toMatch(/<img|!\[|^::error/m);
    const text = await run(['diff', base, head, '--sites', 'bs'], { cwd: base });
    expect(text.out).toContain('name: Meridian Bahamas → x\\n\\n</details>');
    expect(text.out).not.toMatch(/^(::error|!\[)/m);
    expect(text.out).not.toContain('\u001b');
  }, 120_000);
});
