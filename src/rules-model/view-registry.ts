import type { CompiledConfig, CompiledItem } from './compiled-types';
import { DIALOG_VIEWS } from './dialog-view-ids';

export {
  DECLARED_NOTICE_VIEW,
  DIALOG_VIEWS,
  dialogViewName,
  FOREIGN_DIALOG_VIEWS,
  firstWithView,
  hasDialogView,
  HOSTED_DIALOG_VIEWS,
  type HostedDialogView,
} from './dialog-view-ids';

/**
 * What this build can render: every dialog, bar and feature id that has a view in the code
 * (docs/adr/0223-nothing-declared-that-the-site-cannot-show.md). Plain data, no React, so that
 * `meridian lint` (src/config/check-views.ts) and the live-bundle vocabulary
 * (src/app/live-rules-check.ts) read the same lists the components are typed against. The dialogs'
 * part is dialog-view-ids.ts, re-exported here: the page's DialogHost reads only that part, so the
 * home page does not carry the feature list.
 *
 * A configuration may declare an id only when it has a view: here, or one it brings as data (a
 * plain notice declared with its text, `notice:` in rules/dialogs.yaml; a feature a link item of
 * sites/links/ names, which the header and footer render).
 */

/** Bars with content (src/app/bars.tsx is typed by this list). */
export const BAR_VIEWS = ['announcement', 'app_download', 'kyc_top', 'ip_limit', 'compliance_float'] as const;

/**
 * Feature ids the code reads from `Decision.hidden` (`d.hidden.includes('…')` in a component, or
 * the engine's widgets and footer social icons); view-registry.test.ts keeps this list equal to
 * what the sources read.
 */
export const FEATURE_VIEWS = [
  'account_balance',
  'app_download',
  'back_demo_trade',
  'chat',
  'demo_label',
  'deposit_other_ways',
  'download',
  'eu_special_links',
  'exchange_rate',
  'footer_download_modal',
  'footer_signup',
  'growth_tab_bar',
  'home_download',
  'home_markets',
  'kyc_tick',
  'language',
  'login_signup',
  'mobile_app_download',
  'notification',
  'register',
  'search',
  'settings',
  'social',
  'theme_mode',
  'tr_site_link',
  'upgrade_hint',
  'weak_safety_warning',
] as const;

export type BarView = (typeof BAR_VIEWS)[number];
export type FeatureView = (typeof FEATURE_VIEWS)[number];

/** The names of this build's views, by kind (the shape of a vocabulary's first three lists). */
export const VIEWS: { readonly dialogs: readonly string[]; readonly bars: readonly string[]; readonly features: readonly string[] } = {
  dialogs: DIALOG_VIEWS,
  bars: BAR_VIEWS,
  features: FEATURE_VIEWS,
};

/**
 * Ids the header, navigation and footer render by themselves: each item's id, flags and product
 * code hide that item (CompiledItem.hiddenBy), so a feature named there has a view in the data.
 */
export function idsItemsRender(config: Pick<CompiledConfig, 'navigation' | 'footers'>): Set<string> {
  const ids = new Set<string>();
  const walk = (items: readonly CompiledItem[]): void => {
    for (const item of items) {
      for (const id of item.hiddenBy) ids.add(id);
      for (const id of item.hrefHiddenBy ?? []) ids.add(id);
      if (item.children) walk(item.children);
    }
  };
  walk(config.navigation);
  for (const set of Object.values(config.footers)) for (const column of set.columns) walk(column.links);
  return ids;
}
