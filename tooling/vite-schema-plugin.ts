import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Keywords that only explain a schema to people and editors; a validator never reads them. `$id` and
 * `$schema` stay: the preview's ajv resolves references and picks the draft by them.
 */
const ANNOTATIONS = new Set(['$comment', 'title', 'description', 'examples']);
/** Keywords whose value is a map of name → schema (the names are data, not keywords). */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'patternProperties']);

/**
 * A JSON Schema without its annotations. Keys inside `properties`, `$defs` and `patternProperties`
 * are names, so a property called `title` or `description` is kept; only the keyword is dropped.
 */
export function withoutAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutAnnotations);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    out[key] =
      SCHEMA_MAPS.has(key) && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, withoutAnnotations(s)]))
        : key === 'enum' || key === 'const'
          ? value
          : withoutAnnotations(value);
  }
  return out;
}

const SCHEMAS = /[\\/]schemas[\\/][^\\/]+\.schema\.json$/;

/**
 * The browser build ships schemas/*.schema.json without descriptions and titles, which are for
 * people (docs/performance-method.md, the 185 KB ceiling): the site walks facts.schema.json at run time (src/engine/sanitize-facts.ts) and
 * the preview's ajv validates with all of them; neither reads an annotation. Node (CLI, tests,
 * lint) reads the files as written.
 */
export function browserSchemas(): Plugin {
  return {
    name: 'meridian-browser-schemas',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (!SCHEMAS.test(file)) return null;
      return JSON.stringify(withoutAnnotations(JSON.parse(readFileSync(file, 'utf8'))));
    },
  };
}
