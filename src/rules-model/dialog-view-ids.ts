/**
 * The dialogs' part of the view registry (view-registry.ts re-exports it; docs/adr/0223): which
 * dialog ids this build renders, and which dialog of a Decision opens. Apart so the page's
 * DialogHost loads these lists and not the rest of the registry.
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

/**
 * The generic view of plain notices declared as data (DeclaredNotice). Not an id (ids are
 * `^[a-z][a-z0-9_]*$`), so it can stand in a vocabulary's dialogs for every declared notice.
 */
export const DECLARED_NOTICE_VIEW = 'declared-notice';

export type HostedDialogView = (typeof HOSTED_DIALOG_VIEWS)[number];

/** Every dialog view: the hosted ones, the foreign ones, and the declared notices' generic view. */
export const DIALOG_VIEWS: readonly string[] = [...HOSTED_DIALOG_VIEWS, ...FOREIGN_DIALOG_VIEWS, DECLARED_NOTICE_VIEW];

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
