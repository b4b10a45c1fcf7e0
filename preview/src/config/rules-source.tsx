import { useEffect, useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { SelectField } from '../scenario/form-fields';
import { loadPublished, newestPublished, sourceOf, sourceValue, type PublishedConfig, type RulesSource } from './published';

/** The published versions there are (newest first), once; none while nothing is published or on error. */
export function usePublishedVersions(): { versions: number[]; error: string | null } {
  const [state, setState] = useState<{ versions: number[]; error: string | null }>({ versions: [], error: null });
  useEffect(() => {
    let live = true;
    newestPublished().then(
      (m) => live && setState({ versions: m ? Array.from({ length: m.version }, (_, i) => m.version - i) : [], error: null }),
      (e: unknown) => live && setState({ versions: [], error: (e as Error).message }),
    );
    return () => {
      live = false;
    };
  }, []);
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
  onChange,
  testId,
}: {
  label: string;
  value: RulesSource;
  versions: readonly number[];
  onChange: (s: RulesSource) => void;
  testId: string;
}) {
  const options = [
    { value: 'tree', label: 'Working tree (with edits)' },
    { value: 'built-in', label: 'Built in (as bundled)' },
    ...versions.map((v) => ({ value: `v${v}`, label: `Published v${v}` })),
  ];
  return <SelectField label={label} value={sourceValue(value)} options={options} onChange={(v) => onChange(sourceOf(v))} testId={testId} />;
}
