import type { ValidateFunction } from 'ajv/dist/2020.js';
import { newAjv } from './ajv-setup';
import { schemas, type SchemaKind } from './schemas';

/**
 * One validator per schema kind, compiled by ajv at run time. The prebuilt CLI replaces this
 * module with the same validators generated at build time (`validators-code.ts`,
 * scripts/build-cli.mjs), which spares every start the compile (about a third of `decide`).
 */
export function compileValidators(): Record<SchemaKind, ValidateFunction> {
  const ajv = newAjv();
  const out = {} as Record<SchemaKind, ValidateFunction>;
  for (const [kind, schema] of Object.entries(schemas)) out[kind as SchemaKind] = ajv.getSchema(schema.$id)!;
  return out;
}
