import type { FlatNamespace, ParseKeys } from 'i18next';

/** A key of namespace `Ns` as `t` takes it from a component that lists `Ns` in `useTranslation([…])`: `ns:key`. */
export type NsKey<Ns extends FlatNamespace> = `${Ns}:${ParseKeys<Ns>}`;

/**
 * The one place a string becomes a typed translation key (docs/shell.md, Translation keys). Only for keys that come
 * from data, which tsc cannot see, and each is checked where it is made:
 * - menu, footer and disclaimer keys of the YAML configuration, and the page titles taken from
 *   them: `meridian lint` checks they exist in locales/en (cli/cli.test.ts, "passes on the
 *   repository configuration");
 * - the page titles of the spec routes (src/engine/page-routes.ts): i18n-keys.test.ts;
 * - the chart's study value names (study-series.ts studyValuesAt): study-series.test.ts;
 * - a market group's key, when the server sends one: `i18n.exists` right before (server-label.ts).
 */
export function dataKey<Ns extends FlatNamespace = 'translation'>(key: string): ParseKeys<Ns> {
  return key as ParseKeys<Ns>;
}
