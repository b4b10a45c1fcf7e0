import type { CompiledConfig } from '../../rules-model/compiled-types';
import { browserConfig, siteOnlyConfig } from './browser-config';
import { canonicalJson } from './canonical-json';
import { BUNDLE_FORMAT } from './manifest';

/** One site's file of a published bundle: what decide() needs for that site's visitors, and nothing to parse but JSON. */
export interface SiteBundle {
  format: number;
  site: string;
  config: CompiledConfig;
}

/** The canonical text of `site`'s bundle file from a full compiled configuration: the same sources, the same bytes. */
export function siteBundleText(full: CompiledConfig, site: string): string {
  const bundle: SiteBundle = { format: BUNDLE_FORMAT, site, config: siteOnlyConfig(browserConfig(full), site) };
  return canonicalJson(bundle);
}
