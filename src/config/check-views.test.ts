import { describe, expect, it } from 'vitest';
import { plantedSources } from '../test-support/planted-config';
import { readSources } from './node/read-sources';
import { compile, type ConfigSource } from './compile';
import { formatError } from './config-error';
import { checkViews } from './check-views';

/** checkViews of a configuration, formatted as `meridian lint` prints it. */
function viewErrors(sources: readonly ConfigSource[]): string[] {
  const result = compile(sources);
  if (!result.ok) throw new Error(result.errors.map(formatError).join('\n'));
  return checkViews(result.files, result.config).map(formatError);
}

/** The 1-based line and column of `text` in a file of `sources`. */
function at(sources: readonly ConfigSource[], file: string, text: string): string {
  const lines = sources.find((s) => s.file === file)!.text.split('\n');
  const line = lines.findIndex((l) => l.includes(text));
  return `${file}:${line + 1}:${lines[line]!.indexOf(text) + 1}`;
}

const DIALOG = '  - { id: signup_gift, priority: 30, remember: gift_counter, source: compliance §4.5 }\n';

describe('checkViews: nothing declared that the site cannot show', () => {
  it("the repository's configuration has a view for every dialog, bar and feature", () => {
    expect(viewErrors(readSources(process.cwd()))).toEqual([]);
  });

  it('a dialog without a view is an error on its id', () => {
    const sources = plantedSources([
      'rules/dialogs.yaml',
      DIALOG,
      `${DIALOG}  - { id: mica_notice, priority: 20, source: compliance §4.1 }\n`,
    ]);
    expect(viewErrors(sources)).toEqual([
      `${at(sources, 'rules/dialogs.yaml', 'mica_notice')} dialogs[16].id: dialog "mica_notice" has no view in this build: declare it as a plain notice (notice: title, body) or add its component to src/rules-model/view-registry.ts`,
    ]);
  });

  it('a plain notice declared as data has its view (the generic one); its texts need English', () => {
    const notice = (title: string) =>
      plantedSources([
        'rules/dialogs.yaml',
        DIALOG,
        `${DIALOG}  - id: mica_notice\n    priority: 20\n    source: compliance §4.1\n    notice: { title: ${title}, body: { en: Text } }\n`,
      ]);
    expect(viewErrors(notice('{ en: MiCA, tr: MiCA bildirimi }'))).toEqual([]);
    const result = compile(notice('{ tr: MiCA bildirimi }'));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map(formatError)).toEqual([
      expect.stringMatching(/^rules\/dialogs\.yaml:\d+:\d+ dialogs\[16\]\.notice\.title: .*"en"/),
    ]);
  });

  it('a bar without a view is an error on its id', () => {
    const last = '  - { id: compliance_float, order: 10, height: 0, source: compliance §2.4 }\n';
    const sources = plantedSources([
      'rules/dialogs.yaml',
      last,
      `${last}  - { id: promo_strip, order: 11, height: 40, source: shell §4 }\n`,
    ]);
    expect(viewErrors(sources)).toEqual([
      `${at(sources, 'rules/dialogs.yaml', 'promo_strip')} bars[5].id: bar "promo_strip" has no view in this build: add its content to src/rules-model/view-registry.ts`,
    ]);
  });

  it('a feature no component reads and no link item names is an error on its id', () => {
    const sources = plantedSources([
      'rules/vocabulary.yaml',
      'features:\n',
      'features:\n  - { id: staking_widget, description: Planted }\n',
    ]);
    expect(viewErrors(sources)).toEqual([
      `${at(sources, 'rules/vocabulary.yaml', 'staking_widget')} features[0].id: feature "staking_widget" has no view in this build: no component reads it (src/rules-model/view-registry.ts) and no link item of sites/links/ names it`,
    ]);
  });

  it('a feature only a link item names has its view there (the header and footer render the item)', () => {
    const sources = plantedSources([
      'rules/vocabulary.yaml',
      'features:\n',
      'features:\n  - { id: staking_widget, description: Planted }\n',
    ]);
    const links = sources.find((s) => s.file.startsWith('sites/links/') && s.text.includes('flags: ['))!;
    const flagged = links.text.replace('flags: [', 'flags: [staking_widget, ');
    expect(viewErrors(sources.map((s) => (s === links ? { ...s, text: flagged } : s)))).toEqual([]);
  });
});
