import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kindOfFile, schemas, type SchemaKind } from './schemas';
import { compileValidators } from './validators';
import { validatorsModuleCode } from './validators-code';

// The prebuilt CLI validates with code generated at build time; the tests and the tsx CLI compile
// the schemas at run time. Both must give the same verdict and the same errors (the CLI's messages
// and positions are made from them) for every fixture and every configuration file of the repo.
const repo = join(__dirname, '../..');
const tmp = join(repo, 'node_modules/.cache/meridian-validators-test');
type Validators = ReturnType<typeof compileValidators>;
let generated: Validators;
const runtime = compileValidators();

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const cases: [name: string, kind: SchemaKind, value: unknown][] = [
  ...(Object.keys(schemas) as SchemaKind[]).flatMap((kind) =>
    yamlFiles(join(repo, 'schemas/fixtures', kind)).map((f): [string, SchemaKind, unknown] => [
      relative(repo, f),
      kind,
      parse(readFileSync(f, 'utf8')),
    ]),
  ),
  ...['sites', 'rules'].flatMap((dir) =>
    yamlFiles(join(repo, dir)).flatMap((f): [string, SchemaKind, unknown][] => {
      const kind = kindOfFile(relative(repo, f));
      return kind ? [[relative(repo, f), kind, parse(readFileSync(f, 'utf8'))]] : [];
    }),
  ),
];

describe('validators generated ahead of time', () => {
  beforeAll(async () => {
    mkdirSync(tmp, { recursive: true });
    const file = join(tmp, `validators-${process.pid}.mjs`);
    writeFileSync(file, validatorsModuleCode());
    generated = (
      (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { compileValidators: () => Validators }
    ).compileValidators();
  }, 60_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('cover every schema kind, and the cases cover every kind and both verdicts', () => {
    expect(Object.keys(generated).sort()).toEqual(Object.keys(schemas).sort());
    expect(new Set(cases.map(([, kind]) => kind))).toEqual(new Set(Object.keys(schemas)));
    const verdicts = cases.map(([, kind, value]) => runtime[kind](value));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });

  it.each(cases)('%s: same verdict and errors as the run-time compile', (_, kind, value) => {
    const a = runtime[kind](value);
    const b = generated[kind](value);
    expect(b).toBe(a);
    expect(JSON.parse(JSON.stringify(generated[kind].errors ?? null))).toEqual(JSON.parse(JSON.stringify(runtime[kind].errors ?? null)));
  });
});
