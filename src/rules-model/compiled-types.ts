import type {
  Actions,
  BarDecl,
  DialogDecl,
  FeatureDecl,
  ProductDecl,
  RuleDecl,
  SiteFile,
  StoredDecl,
  VarDecl,
} from '../generated/schema-types';

/** A condition as json-rules-engine takes it (fact split into id + path). */
export type EngineCondition = { all: EngineCondition[] } | { any: EngineCondition[] } | { not: EngineCondition } | EngineTest;

export interface EngineTest {
  fact: string;
  path?: string;
  operator: string;
  value: unknown;
  params?: Record<string, unknown>;
}

/** A `site.*` test decided when the site was compiled. */
export interface FoldedTest {
  fact: string;
  operator: string;
  value: unknown;
  factResult: unknown;
  result: boolean;
}

/** A rule as it runs on one site: what is left of its condition, and what was folded away. */
export interface SiteRule {
  id: string;
  conditions: EngineCondition;
  folded: FoldedTest[];
}

/** A site after `extends` is resolved: every field present. */
export type ResolvedSite = Required<
  Omit<SiteFile, 'extends' | 'tradingViewExchange' | 'sister' | 'seo' | 'rulesRefreshMinutes' | 'fcaNote' | 'upcoming'>
> &
  Pick<SiteFile, 'tradingViewExchange' | 'sister' | 'seo' | 'rulesRefreshMinutes' | 'fcaNote' | 'upcoming'>;

export interface CompiledSite extends ResolvedSite {
  /** Rules that can fire on this site, in evaluation order. */
  rules: SiteRule[];
  /** Rules whose site conditions can never hold here, with the test that ruled them out. */
  excluded: { id: string; folded: FoldedTest[] }[];
}

export interface CompiledRule extends Omit<RuleDecl, 'priority' | 'source'> {
  /** The spec section the rule implements; absent in the browser's configuration (browserConfig; docs/contract.md, trace). */
  source?: string;
  priority: number;
  then: Actions;
  file: string;
  line: number;
}

/** A navigation or footer item with every id that can hide it (declared flags + product code of its href). */
export interface CompiledItem {
  id: string;
  title: string;
  desc?: string;
  href?: string;
  external?: boolean;
  badge?: string;
  icon?: string;
  group?: string;
  event?: string;
  collect?: Record<string, string | number | boolean>;
  /** The channel parameter a click adds, by the item the visitor is on (growth tabs). */
  channelFrom?: Record<string, string>;
  hiddenBy: string[];
  /** Menus only: ids that remove the menu's own link (its href's product code) but not its items. */
  hrefHiddenBy?: string[];
  children?: CompiledItem[];
}

export interface CompiledFooterSet {
  columns: { id: string; title: string; links: CompiledItem[] }[];
}

/** Everything decide() needs, as plain JSON: built once by compile(). */
export interface CompiledConfig {
  version: 1;
  hash: string;
  sites: Record<string, CompiledSite>;
  siteIdToKey: Record<string, string>;
  rules: Record<string, CompiledRule>;
  dialogs: Record<string, DialogDecl & { modal: boolean; closable: boolean }>;
  bars: Record<string, BarDecl>;
  features: Record<string, FeatureDecl>;
  defaultHidden: string[];
  vars: VarDecl[];
  stored: StoredDecl[];
  products: ProductDecl[];
  navigation: CompiledItem[];
  footers: Record<string, CompiledFooterSet>;
}
