import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { DialogDecision } from '../../generated/schema-types';
import type { NsKey } from '../../lib/i18n-keys';
import { NoticeFrame } from './dialog-frame';
import { useDialogActions } from './dialog-env';

export interface DialogViewProps {
  dialog: DialogDecision;
}

interface PlainNoticeProps extends DialogViewProps {
  /** Key group in dialogs.json with `title` and `text`. */
  name: 'restricted' | 'uk' | 'state' | 'nl' | 'uz' | 'hk' | 'withdraw' | 'kyc' | 'eu' | 'regional';
  confirm?: NsKey<'dialogs'>;
  cancel?: NsKey<'dialogs'>;
  /** Replaces the default confirm (close, then the Decision's confirmHref). */
  onConfirm?: () => void;
}

/**
 * A notice whose text is ours: title, text, a confirm button and, when asked, a cancel button.
 * Confirm closes and follows the Decision's confirmHref; cancel and the close control only close.
 */
function PlainNotice({ dialog, name, confirm = 'dialogs:common.confirm', cancel, onConfirm }: PlainNoticeProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const actions = useDialogActions(dialog);
  const close = () => actions.close();
  return (
    <NoticeFrame
      dialog={dialog}
      title={t(`dialogs:${name}.title`)}
      onClose={close}
      actions={
        <>
          {cancel && <Button onClick={close}>{t(cancel)}</Button>}
          <Button variant="contained" onClick={onConfirm ?? (() => actions.confirm())}>
            {t(confirm)}
          </Button>
        </>
      }
    >
      <DialogContentText>{t(`dialogs:${name}.text`)}</DialogContentText>
    </NoticeFrame>
  );
}

/** Compliance §4.1, §8: one acknowledge button; the rules make it not closable. */
export function RestrictedLocationDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="restricted" confirm="dialogs:restricted.acknowledge" />;
}

/** Compliance §8: not open to UK consumers from 6 October 2023. */
export function UkLimitDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="uk" confirm="dialogs:uk.confirm" />;
}

/** Compliance §2.4; a low-KYC user's confirm goes to the withdraw page (the Decision's confirmHref). */
export function StateLimitDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="state" />;
}

export function NlLimitDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="nl" />;
}

export function UzAssetsDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="uz" />;
}

export function HkUserDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="hk" />;
}

/** Compliance §4.1, §8: withdraw-only users are told to create a ticket (confirmHref /myaccount/tickets). */
export function WithdrawOnlyDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="withdraw" confirm="dialogs:withdraw.ticket" />;
}

/** Compliance §4.1: KYC upgrade; confirm goes to /myaccount/kyc_home (confirmHref). */
export function KycUpgradeDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="kyc" confirm="dialogs:kyc.verify" cancel="dialogs:common.later" />;
}

/** Shell §8: the EU site's upcoming-feature modal. */
export function EuUpcomingDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="eu" />;
}

/**
 * Compliance §2.4, §4.1: 'Switch site' goes to the other site's home (the Decision's confirmHref, a
 * full page load on an allowed host); 'Stay here' only acknowledges.
 */
export function RegionalSwitchDialog({ dialog }: DialogViewProps) {
  return <PlainNotice dialog={dialog} name="regional" confirm="dialogs:regional.switch" cancel="dialogs:regional.stay" />;
}
