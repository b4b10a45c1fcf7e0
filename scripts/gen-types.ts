// Generates src/generated/schema-types.ts from schemas/*.schema.json: the schemas are the single
// source of truth; `npm run gen:types -- --check` fails when the committed file is stale.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = resolve(import.meta.dirname, '..');
const schemaDir = join(root, 'schemas');
const outFile = join(root, 'src/generated/schema-types.ts');

export async function generateTypes(): Promise<string> {
  const files = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  const parts = ['// Generated from schemas/*.schema.json by scripts/gen-types.ts. Do not edit.\n/* eslint-disable */\n'];
  const seen = new Set<string>();
  for (const file of files) {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JSONSchema;
    const ts = await compile(schema, schema.title ?? file, {
      bannerComment: '',
      cwd: schemaDir,
      additionalProperties: false,
      declareExternallyReferenced: true,
      unreachableDefinitions: false,
      format: false,
      strictIndexSignatures: false,
    });
    // Cross-file $refs re-declare the referenced types; keep the first declaration of each name.
    const blocks = ts.split(/\n(?=export )/);
    // A type's doc comment ends the block before it: move it to its own block, so that dropping a
    // re-declared type neither drops the next type's comment nor leaves its own behind.
    for (let i = 1; i < blocks.length; i++) {
      const comment = /\n?(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*$/.exec(blocks[i - 1]!);
      if (comment) {
        blocks[i - 1] = blocks[i - 1]!.slice(0, comment.index);
        blocks[i] = `${comment[1]}\n${blocks[i]}`;
      }
    }
    const kept = blocks.filter((block) => {
      const name = /^(?:\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?export (?:interface|type) (\w+)/.exec(block.trim())?.[1];
      if (!name) return true;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
    parts.push(`// ${file}\n${kept.join('\n').trim()}\n`);
  }
  return parts.join('\n');
}

const out = await generateTypes();
if (process.argv.includes('--check')) {
  const current = readFileSync(outFile, 'utf8');
  if (current !== out) {
    console.error('src/generated/schema-types.ts is stale: run `npm run gen:types`.');
    process.exit(1);
  }
  console.log('schema types are up to date');
} else {
  writeFileSync(outFile, out);
  console.log(`wrote ${outFile}`);
}
