import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { formatPath, type ConfigError, type PathSegment } from './config-error';
import { excerpt } from './excerpt';
import type { SchemaKind } from './schemas';
import { compileValidators } from './validators';
import { locate, type ParsedFile } from './yaml-source';

let validators: Record<SchemaKind, ValidateFunction> | null = null;

/** Validates a value against the schema of `kind`; returns ajv's raw errors (empty when valid). */
export function validateValue(kind: SchemaKind, value: unknown): ErrorObject[] {
  const v = (validators ??= compileValidators())[kind];
  return v(value) ? [] : [...(v.errors ?? [])];
}

/** Splits an ajv instancePath into segments, turning indices of arrays into numbers. */
export function pathSegments(instancePath: string, root: unknown): PathSegment[] {
  const out: PathSegment[] = [];
  let node: unknown = root;
  for (const raw of instancePath.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      out.push(Number(seg));
      node = node[Number(seg)];
    } else {
      out.push(seg);
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : undefined;
    }
  }
  return out;
}

/**
 * ajv reports every branch of a failed `oneOf`. Keep what a person needs: if some branch got
 * deeper into the value, its errors; otherwise the branch with the fewest complaints.
 */
export function pruneBranchErrors(errors: ErrorObject[]): ErrorObject[] {
  let kept = errors.filter((e) => e.keyword !== 'if');
  for (const summary of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const at = summary.instancePath;
    const deeper = kept.some((e) => e !== summary && e.instancePath.startsWith(`${at}/`));
    const same = kept.filter((e) => e !== summary && e.instancePath === at);
    let drop = new Set<ErrorObject>([summary]);
    if (deeper) {
      same.forEach((e) => drop.add(e));
    } else if (same.length) {
      const groups = new Map<string, ErrorObject[]>();
      for (const e of same) {
        const key = e.schemaPath.replace(/\/[^/]+$/, '');
        groups.set(key, [...(groups.get(key) ?? []), e]);
      }
      const best = [...groups.values()].sort((a, b) => a.length - b.length)[0]!;
      same.filter((e) => !best.includes(e)).forEach((e) => drop.add(e));
    } else {
      drop = new Set();
    }
    kept = kept.filter((e) => !drop.has(e));
  }
  return kept;
}

// What the file wrote (e.data, a key) is echoed only as an excerpt; what the schema says is ours.
function describe(e: ErrorObject): { message: string; extra?: string } {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return { message: `missing required field "${String(p.missingProperty)}"` };
    case 'additionalProperties':
      return { message: `unknown field ${excerpt(String(p.additionalProperty))}`, extra: String(p.additionalProperty) };
    case 'enum':
      return {
        message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')} (got ${excerpt(e.data)})`,
      };
    case 'type':
      return { message: `must be ${String(p.type)} (got ${excerpt(e.data)})` };
    case 'pattern':
      return { message: `${excerpt(e.data)} does not match ${String(p.pattern)}` };
    case 'uniqueItems':
      return { message: `items ${String(p.j)} and ${String(p.i)} are the same` };
    default:
      return { message: e.message ?? e.keyword };
  }
}

/** Schema errors for a parsed file, each located at its line and column. */
export function validateFile(kind: SchemaKind, parsed: ParsedFile): ConfigError[] {
  const raw = validateValue(kind, parsed.value);
  const seen = new Set<string>();
  const out: ConfigError[] = [];
  for (const e of pruneBranchErrors(raw)) {
    const path = pathSegments(e.instancePath, parsed.value);
    const { message, extra } = describe(e);
    const { line, col } = locate(parsed, extra ? [...path, extra] : path, { atKey: !!extra });
    const err: ConfigError = { file: parsed.file, line, col, path: formatPath(path), message, severity: 'error', check: 'schema' };
    const key = `${err.line}:${err.col}:${err.message}`;
    if (!seen.has(key)) out.push(err);
    seen.add(key);
  }
  return out.sort((a, b) => a.line - b.line || a.col - b.col);
}
