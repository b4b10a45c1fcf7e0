import { expect } from 'vitest';
import { compileOrThrow, type ConfigSource } from '../config/compile';
import { readSources } from '../config/node/read-sources';
import type { Policy } from '../generated/schema-types';
import type { CompiledConfig } from '../rules-model/compiled-types';

const sources = readSources(process.cwd());

/** One planted change: in `file`, the text `from` (which must be there) becomes `to`. */
export type Plant = readonly [file: string, from: string, to: string];

/** The repository's configuration sources with planted changes. */
export function plantedSources(...plants: Plant[]): ConfigSource[] {
  return sources.map((s) =>
    plants.reduce((src, [file, from, to]) => {
      if (src.file !== file) return src;
      expect(src.text, `${file} holds ${from}`).toContain(from);
      return { ...src, text: src.text.replace(from, to) };
    }, s),
  );
}

/** The repository's configuration with one planted change in one file, compiled. */
export const planted = (file: string, from: string, to: string): CompiledConfig => compileOrThrow(plantedSources([file, from, to]));

/** The repository's configuration with planted changes, compiled. */
export const plantedAll = (...plants: Plant[]): CompiledConfig => compileOrThrow(plantedSources(...plants));

/** The repository's configuration with one more rule (YAML, indented as an item of `rules:`) at the top of rules/header.yaml. */
export const withRule = (rule: string): CompiledConfig => planted('rules/header.yaml', 'rules:\n', `rules:\n${rule}`);

const GIFT = '  - { id: signup_gift, priority: 30, remember: gift_counter, source: compliance §4.5 }\n';

/** A planted rule (for rules/header.yaml) that raises dialog `id` whenever the intents hold it. */
export const raisedBy = (id: string): string => `  - id: planted-${id.replaceAll('_', '-')}
    description: Planted by a test.
    source: compliance §4.1
    when:
      all:
        - { fact: intents, operator: contains, value: ${id} }
    then: { dialog: { id: ${id} } }
`;

/**
 * The repository's configuration with one more dialog `id`, above every other (priority 500),
 * raised whenever the intents hold it. `notice` is its `notice:` block (PLANTED_NOTICE), making it
 * a plain notice declared as data; without one, no view renders it.
 */
export function withDialog(id: string, notice = ''): CompiledConfig {
  const rule = raisedBy(id);
  return plantedAll(
    ['rules/dialogs.yaml', GIFT, `${GIFT}  - id: ${id}\n    priority: 500\n    source: compliance §4.1\n${notice}`],
    ['rules/header.yaml', 'rules:\n', `rules:\n${rule}`],
  );
}

/** A declared notice's `notice:` block for withDialog: English and Turkish, a paragraph break, markup as text, a cancel button and two links (one to a host no site allows). */
export const PLANTED_NOTICE = `    notice:
      title: { en: MiCA notice, tr: MiCA bildirimi }
      body: { en: "Crypto-asset services <b>change</b> on 30 December.\\n\\nRead what changes for you.", tr: "Kripto varlık hizmetleri değişiyor." }
      cancel: { en: Later }
      links:
        - { href: /legal/mica, label: { en: What changes } }
        - { href: "https://evil.example/x", label: { en: Elsewhere } }
`;

/** A policy for a test: id `p`, a description and a source, and what the test gives. */
export const testPolicy = (p: Partial<Policy> & Pick<Policy, 'expect'>): Policy => ({
  id: 'p',
  description: 'test',
  source: 'compliance §4.1',
  ...p,
});

/** A rule that hides the footer's Careers link for a phone at least 768 px wide (a width no phone has by default). */
export const WIDE_PHONE_RULE = `  - id: planted-wide-phone
    description: Planted by a test.
    source: shell §2
    when:
      all:
        - { fact: device.isPhone, operator: equal, value: true }
        - { fact: device.width, operator: greaterThanInclusive, value: 768 }
    then: { hide: [footer_careers] }
`;
