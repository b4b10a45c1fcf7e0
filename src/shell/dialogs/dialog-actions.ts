import { useNavigate } from '../../lib/router/router';
import { useShellState } from '../../decision/shell-state';
import type { DialogDecision } from '../../generated/schema-types';
import { writeOnClose, type CloseWrite } from './remember-writers';
import { checkedTarget, targetHref, type SafeTarget } from '../ui/safe-link.utils';
import { useLocalePrefix } from '../ui/locale-link';
import { useDialogEnv } from './dialog-env';

// The dialogs' actions and what closing stores (remember-writers.ts) load with the dialog views, not
// with the host that every page renders (docs/performance-method.md, issue 41).

export interface DialogActions {
  /** Stores what the Decision's `remember` asks for, then closes the dialog for this page view. */
  close: (choice?: CloseWrite) => void;
  /** close(), then the Decision's confirmHref, if any (with the language prefix). */
  confirm: (choice?: CloseWrite) => void;
  /** Closes after something was stored earlier (the gift counter, written when shown). */
  finish: (written: boolean) => void;
  /** Goes to a checked target: site paths through the router with the prefix, URLs as a full page load. */
  go: (target: SafeTarget | null, opts?: { fullPage?: boolean }) => void;
  /** A server or configured target, checked against the allowed hosts (dropped and logged otherwise). */
  check: (target: string | null | undefined, where: string) => SafeTarget | null;
}

/**
 * Closing any dialog stores its acknowledgement where the Decision says and announces it with
 * stored(), so facts are rebuilt and the next Decision opens the next dialog. It is also dismissed
 * for this page view: dialogs the rules show "every time" (Dutch and Uzbek low tier, risk
 * frequency 0) would otherwise reopen at once, and storage that throws leaves nothing else.
 */
export function useDialogActions(dialog: DialogDecision): DialogActions {
  const env = useDialogEnv();
  const prefix = useLocalePrefix();
  const navigate = useNavigate();
  const stored = useShellState((s) => s.stored);
  const dismiss = useShellState((s) => s.dismiss);

  const finish = (written: boolean): void => {
    if (written) stored();
    dismiss(dialog.id);
  };
  const check = (target: string | null | undefined, where: string) => checkedTarget(target, env.allowedHosts, where);
  const go: DialogActions['go'] = (target, opts = {}) => {
    if (!target) return;
    if (target.kind === 'url' || opts.fullPage) env.openUrl(targetHref(target, opts.fullPage ? '' : prefix));
    else navigate(targetHref(target, prefix));
  };
  const close = (choice?: CloseWrite): void => finish(writeOnClose(dialog, new Date(), choice));
  const confirm = (choice?: CloseWrite): void => {
    close(choice);
    go(check(dialog.confirmHref, `${dialog.id} confirmHref`));
  };
  return { close, confirm, finish, go, check };
}
