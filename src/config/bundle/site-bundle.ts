import type { CompiledConfig } from '../../rules-model/compiled-types';
import { browserConfig, siteOnlyConfig } from './browser-config';
import { canonicalJson } from './canonical-json';
import { BUNDLE_FORMAT } from './manifest';
import { fnv1a, fnv1aHex } from '../fnv1a';

/** One site's file of a published bundle: what decide() needs for that site's visitors, and nothing to parse but JSON. */
export interface SiteBundle {
  format: number;
  site: string;
  config: CompiledConfig;
}

/** The canonical text of `site`'s bundle file from a full compiled configuration: the same sources, the same bytes. */
export function siteBundleText(full: CompiledConfig, site: string): string {
  const config = siteOnlyConfig(browserConfig(full), site);
  // The configuration's hash names all the sources; the site's file is named by what it holds, so an
  // edit to another site's rules or details leaves this file (and its hash in the manifest) unchanged.
  const bundle: SiteBundle = { format: BUNDLE_FORMAT, site, config: { ...config, hash: '' } };
  bundle.config.hash = fnv1aHex(fnv1a(canonicalJson(bundle)));
  return canonicalJson(bundle);
}
