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
