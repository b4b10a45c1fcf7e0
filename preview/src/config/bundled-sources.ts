import type { ConfigSource } from '../../../src/config/compile';
import { kindOfFile } from '../../../src/config/schemas';

/**
 * The repository's configuration files as shipped with this build: the same set as the CLI's
 * readSources (sites/, sites/links/, rules/, rules/tests/), with repo-relative paths.
 */
const raw = import.meta.glob<string>(['../../../sites/**/*.{yaml,yml}', '../../../rules/**/*.{yaml,yml}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const bundledSources: readonly ConfigSource[] = Object.entries(raw)
  .map(([path, text]) => ({ file: path.replace(/^(\.\.\/)+/, ''), text }))
  .filter((s) => kindOfFile(s.file) !== null)
  .sort((a, b) => a.file.localeCompare(b.file));
