import { FOREIGN_DIALOG_VIEWS, HOSTED_DIALOG_VIEWS, type HostedDialogView } from '../../rules-model/dialog-view-ids';

/**
 * The dialog ids DialogHost renders with a component of their own (dialog-views.tsx), from the view
 * registry. `turkish_language` is rendered by the preferences feature
 * (src/shell/prefs/turkish-language-dialog.tsx), so the host leaves it alone.
 */
export const HOSTED_DIALOGS = HOSTED_DIALOG_VIEWS;

export type HostedDialog = HostedDialogView;

/** Rendered elsewhere: the host shows nothing while one of these is first. */
export const FOREIGN_DIALOGS: readonly string[] = FOREIGN_DIALOG_VIEWS;

export function isHosted(id: string): id is HostedDialog {
  return (HOSTED_DIALOGS as readonly string[]).includes(id);
}
