import { useEffect, useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { SelectField } from '../scenario/form-fields';
import type { History } from '../../../src/config/bundle/history';
import { loadPublished, publishedHistory, sourceOf, sourceValue, type PublishedConfig, type RulesSource } from './published';

/** What the Rules menu knows of the published versions: the history, once; `loading` until it answers. */
export interface PublishedVersions {
  /** Newest first; empty while nothing is published, loading, or on error. */
  versions: number[];
  history: History | null;
  loading: boolean;
  error: string | null;
}

/** The published history (src/config/bundle/history.ts, as `meridian history` reads it), loaded once. */
export function usePublishedVersions(load: () => Promise<History | null> = publishedHistory): PublishedVersions {
  const [state, setState] = useState<PublishedVersions>({ versions: [], history: null, loading: true, error: null });
  useEffect(() => {
    let live = true;
    load().then(
      (history) =>
        live &&
        setState({ versions: history ? history.entries.map((e) => e.version).reverse() : [], history, loading: false, error: null }),
      (e: unknown) => live && setState({ versions: [], history: null, loading: false, error: (e as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}

/**
 * The configuration of a source: the working tree (with the preview's edits), the built-in one (the
 * files as bundled), or a published version, loaded and hash-checked on first use.
 */
export function useSourceConfig(
  source: RulesSource,
  tree: CompiledConfig | null,
  builtIn: CompiledConfig | null,
): { config: CompiledConfig | null; published: PublishedConfig | null; error: string | null; loading: boolean } {
  const version = source.kind === 'published' ? source.version : null;
  const [loaded, setLoaded] = useState<{ version: number; result: PublishedConfig | null; error: string | null } | null>(null);
  useEffect(() => {
    if (version === null) return undefined;
    let live = true;
    loadPublished(version).then(
      (result) => live && setLoaded({ version, result, error: null }),
      (e: unknown) => live && setLoaded({ version, result: null, error: (e as Error).message }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  if (source.kind === 'tree') return { config: tree, published: null, error: null, loading: false };
  if (source.kind === 'built-in') return { config: builtIn, published: null, error: null, loading: false };
  const current = loaded?.version === version ? loaded : null;
  return { config: current?.result?.config ?? null, published: current?.result ?? null, error: current?.error ?? null, loading: !current };
}

/** Picks where a side's rules come from. */
export function RulesSourcePicker({
  label,
  value,
  versions,
  withdrawn = [],
  onChange,
  testId,
}: {
  label: string;
  value: RulesSource;
  versions: readonly number[];
  /** Versions a later one withdrew: still listed, marked. */
  withdrawn?: readonly number[];
  onChange: (s: RulesSource) => void;
  testId: string;
}) {
  const options = [
    { value: 'tree', label: 'Working tree (with edits)' },
    { value: 'built-in', label: 'Built in (as bundled)' },
    ...versions.map((v) => ({ value: `v${v}`, label: `Published v${v}${withdrawn.includes(v) ? ' (withdrawn)' : ''}` })),
  ];
  return <SelectField label={label} value={sourceValue(value)} options={options} onChange={(v) => onChange(sourceOf(v))} testId={testId} />;
}
