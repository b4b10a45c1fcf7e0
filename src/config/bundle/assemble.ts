import type { CompiledConfig } from '../../rules-model/compiled-types';
import type { ManifestSite, RulesManifest } from './manifest';
import type { SiteBundle } from './site-bundle';
import { checkedSiteFile } from './verify';
import { fnv1a, fnv1aHex } from '../fnv1a';

/**
 * One compiled configuration holding every site's rules, from a published manifest and a reader of
 * its site files (each checked against the manifest's size and SHA-256). For `meridian diff` and the
 * preview, which look at every site; the page itself uses its own site's file alone.
 */
export async function assembleConfig(manifest: RulesManifest, read: (entry: ManifestSite) => Promise<Uint8Array>): Promise<CompiledConfig> {
  let config: CompiledConfig | undefined;
  const sites: CompiledConfig['sites'] = {};
  // Each site's file declares only the rules that site runs (site-split.ts): the whole is their union.
  const rules: CompiledConfig['rules'] = {};
  for (const [site, entry] of Object.entries(manifest.sites)) {
    const checked = await checkedSiteFile(await read(entry), entry);
    if (!checked.ok) throw new Error(checked.detail);
    const bundle = JSON.parse(checked.value) as SiteBundle;
    config ??= bundle.config;
    sites[site] = bundle.config.sites[site]!;
    Object.assign(rules, bundle.config.rules);
  }
  if (!config) throw new Error('the manifest names no site');
  // Each file's hash names that site's content only: the whole is named by all of them.
  const hash = fnv1aHex(
    fnv1a(
      Object.keys(sites)
        .sort()
        .map((s) => manifest.sites[s]!.sha256)
        .join(' '),
    ),
  );
  return { ...config, hash, rules, sites };
}
