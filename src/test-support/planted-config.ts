import { expect } from 'vitest';
import { compileOrThrow, type ConfigSource } from '../config/compile';
import { readSources } from '../config/node/read-sources';
import type { Policy } from '../generated/schema-types';
import type { CompiledConfig } from '../rules-model/compiled-types';

const sources = readSources(process.cwd());

/** The repository's configuration sources with one planted change in one file (the text replaced must be there). */
export function plantedSources(file: string, from: string, to: string): ConfigSource[] {
  return sources.map((s) => {
    if (s.file !== file) return s;
    expect(s.text, `${file} holds ${from}`).toContain(from);
    return { ...s, text: s.text.replace(from, to) };
  });
}

/** The repository's configuration with one planted change in one file, compiled. */
export const planted = (file: string, from: string, to: string): CompiledConfig => compileOrThrow(plantedSources(file, from, to));

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
