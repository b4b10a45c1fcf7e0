import type { LinkItem, LinksFile } from '../generated/schema-types';
import type { ConfigError, PathSegment } from './config-error';
import { excerpt } from './excerpt';
import { didYouMean } from './suggest';
import { errorAt, type ParsedFile } from './yaml-source';

/** Every item of a links file with its path inside the file. */
export function* linkItems(file: ParsedFile): Generator<{ item: LinkItem; path: PathSegment[] }> {
  const doc = file.value as LinksFile;
  function* walk(items: LinkItem[], base: PathSegment[]): Generator<{ item: LinkItem; path: PathSegment[] }> {
    for (const [i, item] of items.entries()) {
      yield { item, path: [...base, i] };
      if (item.children) yield* walk(item.children, [...base, i, 'children']);
    }
  }
  if (doc.navigation) yield* walk(doc.navigation, ['navigation']);
  for (const [setId, set] of Object.entries(doc.footers ?? {})) {
    for (const [c, col] of set.columns.entries()) yield* walk(col.links, ['footers', setId, 'columns', c, 'links']);
  }
}

const PLACEHOLDER = /\{([^}]*)\}/g;

/** Duplicate ids, unknown flags and unknown {placeholders} in navigation and footer files. */
export function checkLinks(files: ParsedFile[], knownIds: ReadonlySet<string>, varNames: ReadonlySet<string>): ConfigError[] {
  const errors: ConfigError[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    for (const { item, path } of linkItems(file)) {
      const where = `${file.file}`;
      if (seen.has(item.id)) errors.push(errorAt(file, [...path, 'id'], `duplicate item id "${item.id}" (also in ${seen.get(item.id)})`));
      seen.set(item.id, where);
      for (const [i, flag] of (item.flags ?? []).entries()) {
        if (!knownIds.has(flag)) errors.push(errorAt(file, [...path, 'flags', i], `unknown id "${flag}"${didYouMean(flag, knownIds)}`));
      }
      for (const m of (item.href ?? '').matchAll(PLACEHOLDER)) {
        if (!varNames.has(m[1]!))
          errors.push(errorAt(file, [...path, 'href'], `unknown placeholder "{${m[1]}}" (known: ${[...varNames].join(', ')})`));
      }
      if (item.href && /^https?:/.test(item.href) && !item.external) {
        errors.push(errorAt(file, [...path, 'href'], 'absolute URL without `external: true`'));
      }
      if (item.href && !/^(\/|https:\/\/|\{)/.test(item.href)) {
        errors.push(errorAt(file, [...path, 'href'], `href must be a path starting with / or an https URL (got ${excerpt(item.href)})`));
      }
    }
  }
  return errors;
}
