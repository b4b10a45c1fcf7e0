import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { personas } from 'virtual:meridian/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleTests } from '../../cli/commands/rule-test-files';
import { standardMatrix } from '../../src/analysis/scenario-matrix';
import { compile } from '../../src/config/compile';
import { readSources } from '../../src/config/node/read-sources';
import { createDecider } from '../../src/engine/decide';
import type { Facts } from '../../src/generated/schema-types';
import { browserStubAliases } from './aliases';

// The site and the CLI must evaluate the same thing. The site's build swaps four of
// json-rules-engine's dependencies for stubs (aliases.ts); here the engine is built exactly that
// way (Vite, the same aliases, everything bundled) and every scenario of the diff matrix and every
// rule test is decided by both engines: the Decisions must be equal, reasons and trace included.
const root = new URL('../..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'meridian-stubbed-engine-'));
let stubbed: typeof import('../../src/engine/decide');
let bundle = '';

beforeAll(async () => {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'silent',
    resolve: { alias: browserStubAliases(root) },
    build: {
      ssr: 'src/engine/decide.ts',
      outDir: out,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'engine.mjs', codeSplitting: false } },
    },
    ssr: { noExternal: true, target: 'node' },
  });
  const file = join(out, 'engine.mjs');
  bundle = readFileSync(file, 'utf8');
  stubbed = (await import(pathToFileURL(file).href)) as typeof stubbed;
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const result = compile(readSources(root));
if (!result.ok) throw new Error('the repository configuration does not compile');
const config = result.config;

async function compare(all: readonly { id: string; facts: Facts }[], schemaClean: boolean): Promise<string[]> {
  const real = createDecider(config);
  const stub = stubbed.createDecider(config);
  const differ: string[] = [];
  for (const { id, facts } of all) {
    const a = JSON.stringify(await real.decide(facts, { schemaClean, trace: 'all' }));
    const b = JSON.stringify(await stub.decide(facts, { schemaClean, trace: 'all' }));
    if (a !== b) differ.push(id);
  }
  return differ;
}

describe('the stubbed engine (site build) decides as the Node engine (CLI)', () => {
  it('is built with the stubs and without the libraries they replace', () => {
    expect(bundle).toContain('_meridianListeners'); // the eventemitter2 stub's field
    expect(bundle).toContain('jsonpath-plus is not in the browser build'); // the jsonpath-plus stub
    expect(bundle).not.toContain('listenersAny'); // eventemitter2 itself
    expect(bundle).not.toContain('otherTypeCallback'); // jsonpath-plus itself
  });

  it('gives the same Decision for every scenario of the diff matrix', async () => {
    const matrix = standardMatrix([config], { personas });
    expect(matrix.length).toBeGreaterThan(10_000);
    expect(await compare(matrix, true)).toEqual([]);
  }, 600_000);

  it('gives the same Decision for every rule test', async () => {
    const tests = ruleTests(result).map(({ test, file, index }) => ({ id: `${file.file}#${index}`, facts: test.facts as Facts }));
    expect(tests.length).toBeGreaterThan(300);
    expect(await compare(tests, false)).toEqual([]);
  }, 600_000);
});
