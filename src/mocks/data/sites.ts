import { compiledRepoConfig } from '../../config/node/repo-config';
import type { CompiledConfig } from '../../rules-model/compiled-types';

/**
 * What the embedded backend needs to know about each site: the compiled configuration's facts
 * (sites/*.yaml), not a copy of them. The backend runs in Node only (the Vite dev and preview
 * servers through vite-plugin.ts, the tests through msw/node), so it compiles the repository's
 * configuration once, on its first request.
 */
export interface MockSite {
  key: string;
  id: number;
  languages: readonly string[];
  /** The language of the site's pages without a prefix. */
  defaultLang: string;
  defaultFiat: string;
  /** Third-party logins the site accepts (its authorizedLogin). */
  authorizedLogin: readonly string[];
}

/** The backend's view of each site of a compiled configuration. */
export function mockSitesOf(config: Pick<CompiledConfig, 'sites'>): Readonly<Record<string, MockSite>> {
  return Object.fromEntries(
    Object.values(config.sites).map((s) => [
      s.key,
      {
        key: s.key,
        id: s.id,
        languages: s.languages,
        defaultLang: s.defaultLang,
        defaultFiat: s.defaultFiat,
        authorizedLogin: s.authorizedLogin,
      },
    ]),
  );
}

let repoSites: Readonly<Record<string, MockSite>> | undefined;

/** The sites of the repository's configuration (compiled from the working directory, the repo root). */
export function mockSites(): Readonly<Record<string, MockSite>> {
  repoSites ??= mockSitesOf(compiledRepoConfig());
  return repoSites;
}

/** A key or numeric id; unknown values give main. */
export function mockSite(keyOrId: string | undefined, sites: Readonly<Record<string, MockSite>> = mockSites()): MockSite {
  if (keyOrId && Object.hasOwn(sites, keyOrId)) return sites[keyOrId]!;
  const byId = Object.values(sites).find((s) => String(s.id) === keyOrId);
  return byId ?? sites.main!;
}

/** Fiat code → symbol and units per 1 USD. Fixed values: rates are data, not noise. */
export const FIATS: Readonly<Record<string, { symbol: string; perUsd: number }>> = {
  USD: { symbol: '$', perUsd: 1 },
  EUR: { symbol: '€', perUsd: 0.92 },
  GBP: { symbol: '£', perUsd: 0.79 },
  TRY: { symbol: '₺', perUsd: 34.2 },
  JPY: { symbol: '¥', perUsd: 151.3 },
  HKD: { symbol: 'HK$', perUsd: 7.81 },
  SGD: { symbol: 'S$', perUsd: 1.34 },
  AED: { symbol: 'د.إ', perUsd: 3.6725 },
  BRL: { symbol: 'R$', perUsd: 5.05 },
  KRW: { symbol: '₩', perUsd: 1365 },
  VND: { symbol: '₫', perUsd: 25400 },
  CNY: { symbol: '¥', perUsd: 7.24 },
  INR: { symbol: '₹', perUsd: 83.4 },
  RUB: { symbol: '₽', perUsd: 92.5 },
};
