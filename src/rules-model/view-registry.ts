import type { CompiledConfig, CompiledItem } from './compiled-types';

/**
 * What this build can render: every dialog, bar and feature id that has a view in the code
 * (docs/adr/0223-nothing-declared-that-the-site-cannot-show.md). Plain data, no React, so that
 * `meridian lint` (src/config/check-views.ts) and the live-bundle vocabulary
 * (src/app/live-rules-check.ts) read the same lists the components are typed against.
 *
 * A configuration may declare an id only when it has a view: here, or one it brings as data (a
 * plain notice declared with its text, `notice:` in rules/dialogs.yaml; a feature a link item of
 * sites/links/ names, which the header and footer render).
 */

/** Dialogs DialogHost renders, one component each (src/shell/dialogs/dialog-views.tsx is typed by this list). */
export const HOSTED_DIALOG_VIEWS = [
  'restricted_location',
  'toast_config',
  'business_banner',
  'uk_limit',
  'state_limit',
  'nl_limit',
  'uz_assets',
  'hk_user',
  'risk_user',
  'kyc_upgrade',
  'withdraw_only',
  'regional_switch',
  'turkey_chooser',
  'signup_gift',
  'eu_upcoming',
] as const;

/** Dialogs another feature renders: DialogHost shows nothing while one of these is first. */
export const FOREIGN_DIALOG_VIEWS = [
  /** src/shell/prefs/turkish-language-dialog.tsx */
  'turkish_language',
] as const;

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

/**
 * The generic view of plain notices declared as data (DeclaredNotice). Not an id (ids are
 * `^[a-z][a-z0-9_]*$`), so it can stand in a vocabulary's dialogs for every declared notice.
 */
export const DECLARED_NOTICE_VIEW = 'declared-notice';

export type HostedDialogView = (typeof HOSTED_DIALOG_VIEWS)[number];
export type BarView = (typeof BAR_VIEWS)[number];
export type FeatureView = (typeof FEATURE_VIEWS)[number];

/** Every dialog view: the hosted ones, the foreign ones, and the declared notices' generic view. */
export const DIALOG_VIEWS: readonly string[] = [...HOSTED_DIALOG_VIEWS, ...FOREIGN_DIALOG_VIEWS, DECLARED_NOTICE_VIEW];

/** The names of this build's views, by kind (the shape of a vocabulary's first three lists). */
export const VIEWS: { readonly dialogs: readonly string[]; readonly bars: readonly string[]; readonly features: readonly string[] } = {
  dialogs: DIALOG_VIEWS,
  bars: BAR_VIEWS,
  features: FEATURE_VIEWS,
};

/** A dialog as the configuration or the Decision has it: an id, and its text when it is a declared notice. */
interface DialogLike {
  id: string;
  notice?: unknown;
}

/** Whether this build renders the dialog: a code view of its id, or the declared-notice view. */
export function hasDialogView(dialog: DialogLike, dialogViews: readonly string[] = DIALOG_VIEWS): boolean {
  return dialog.notice != null || dialogViews.includes(dialog.id);
}

/**
 * The dialog that opens: the Decision's first one this build has a view for. One without a view
 * never holds the queue (DialogHost reports it); every renderer of dialogs asks this.
 */
export function firstWithView<D extends DialogLike>(dialogs: readonly D[]): D | undefined {
  return dialogs.find((d) => hasDialogView(d));
}

/**
 * The view a dialog needs from the code, as a vocabulary names it: the declared-notice view for a
 * notice declared with its text, else its own id.
 */
export const dialogViewName = (dialog: DialogLike): string => (dialog.notice != null ? DECLARED_NOTICE_VIEW : dialog.id);

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
