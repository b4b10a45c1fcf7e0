/**
 * What the embedded backend needs to know about each site. Kept small and hard-coded so the
 * backend does not parse YAML at runtime; sites.test.ts checks it against sites/*.yaml.
 */
export interface MockSite {
  key: string;
  id: number;
  languages: readonly string[];
  defaultFiat: string;
  /** Third-party logins the site accepts (its authorizedLogin). */
  authorizedLogin: readonly string[];
}

export const MOCK_SITES: Readonly<Record<string, MockSite>> = {
  main: {
    key: 'main',
    id: 0,
    languages: ['en', 'zh', 'zh-tw', 'tr', 'ar', 'ja', 'kr', 'pt-br', 'es', 'ru', 'vi', 'it', 'nl', 'fr', 'de'],
    defaultFiat: 'USD',
    authorizedLogin: ['google', 'metamask', 'apple'],
  },
  tr: { key: 'tr', id: 177, languages: ['tr', 'en'], defaultFiat: 'TRY', authorizedLogin: ['google', 'apple'] },
  mt: { key: 'mt', id: 106, languages: ['en', 'it', 'de', 'fr', 'es', 'nl'], defaultFiat: 'EUR', authorizedLogin: ['google', 'apple'] },
  hk: { key: 'hk', id: 71, languages: ['en', 'zh-tw', 'zh'], defaultFiat: 'HKD', authorizedLogin: ['google', 'apple'] },
  us: { key: 'us', id: 232, languages: ['en', 'es'], defaultFiat: 'USD', authorizedLogin: ['google', 'apple'] },
  bs: { key: 'bs', id: 14, languages: ['en'], defaultFiat: 'USD', authorizedLogin: ['google', 'apple'] },
  sg: { key: 'sg', id: 153, languages: ['en', 'zh'], defaultFiat: 'SGD', authorizedLogin: ['google', 'apple'] },
  uk: { key: 'uk', id: 182, languages: ['en'], defaultFiat: 'GBP', authorizedLogin: ['google', 'apple'] },
  jp: { key: 'jp', id: 83, languages: ['en', 'ja'], defaultFiat: 'JPY', authorizedLogin: [] },
  ae: { key: 'ae', id: 181, languages: ['en', 'ar'], defaultFiat: 'AED', authorizedLogin: ['google', 'apple'] },
  testnet: { key: 'testnet', id: 666, languages: ['en', 'zh'], defaultFiat: 'USD', authorizedLogin: ['gateio'] },
  eu: {
    key: 'eu',
    id: 777,
    languages: ['en', 'de', 'fr', 'it', 'nl', 'es', 'pt'],
    defaultFiat: 'EUR',
    authorizedLogin: ['google', 'apple'],
  },
};

/** A key or numeric id; unknown values give main. */
export function mockSite(keyOrId: string | undefined): MockSite {
  if (keyOrId && MOCK_SITES[keyOrId]) return MOCK_SITES[keyOrId];
  const byId = Object.values(MOCK_SITES).find((s) => String(s.id) === keyOrId);
  return byId ?? MOCK_SITES.main!;
}

export const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  tr: 'Türkçe',
  ar: 'العربية',
  ja: '日本語',
  kr: '한국어',
  'pt-br': 'Português (Brasil)',
  pt: 'Português',
  es: 'Español',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  it: 'Italiano',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

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
