import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogDecision } from '../../generated/schema-types';
import type { NsKey } from '../../lib/i18n-keys';
import { NoticeFrame } from './dialog-frame';
import { useDialogActions } from './dialog-actions';
import { targetHref } from '../ui/safe-link.utils';
import { useLocalePrefix } from '../ui/locale-link';

export interface DialogViewProps {
  dialog: DialogDecision;
}

interface TextNoticeProps extends DialogViewProps {
  title: string;
  children: ReactNode;
  confirm: string;
  /** A second button that only closes, when given. */
  cancel?: string;
  /** Replaces the default confirm (close, then the Decision's confirmHref). */
  onConfirm?: () => void;
}

/**
 * A notice whose text is ours: title, text, a confirm button and, when asked, a cancel button.
 * Confirm closes and follows the Decision's confirmHref; cancel and the close control only close.
 */
function TextNotice({ dialog, title, children, confirm, cancel, onConfirm }: TextNoticeProps) {
  const actions = useDialogActions(dialog);
  const close = () => actions.close();
  return (
    <NoticeFrame
      dialog={dialog}
      title={title}
      onClose={close}
      actions={
        <>
          {cancel && <Button onClick={close}>{cancel}</Button>}
          <Button variant="contained" onClick={onConfirm ?? (() => actions.confirm())}>
            {confirm}
          </Button>
        </>
      }
    >
      {children}
    </NoticeFrame>
  );
}

interface PlainNoticeProps extends DialogViewProps {
  /** Key group in dialogs.json with `title` and `text`. */
  name: 'restricted' | 'uk' | 'state' | 'nl' | 'uz' | 'hk' | 'withdraw' | 'kyc' | 'eu' | 'regional';
  confirm?: NsKey<'dialogs'>;
  cancel?: NsKey<'dialogs'>;
  onConfirm?: () => void;
}

/** A notice with a component of its own, its texts in dialogs.json. */
function PlainNotice({ dialog, name, confirm = 'dialogs:common.confirm', cancel, onConfirm }: PlainNoticeProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  return (
    <TextNotice dialog={dialog} title={t(`dialogs:${name}.title`)} confirm={t(confirm)} cancel={cancel && t(cancel)} onConfirm={onConfirm}>
      <DialogContentText>{t(`dialogs:${name}.text`)}</DialogContentText>
    </TextNotice>
  );
}

/**
 * A plain notice declared as data (rules/dialogs.yaml `notice:`, docs/adr/0223): the Decision
 * carries its texts in the page's language and this one view renders any of them, as plain text
 * (React escapes it; no HTML is read). A blank line in the body starts a paragraph. Each link is
 * checked against the site's allowed hosts (dropped and logged otherwise) and followed as the
 * dialogs' own targets are: a site path through the router with the language prefix.
 */
export function DeclaredNotice({ dialog }: DialogViewProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const actions = useDialogActions(dialog);
  const prefix = useLocalePrefix();
  const notice = dialog.notice;
  if (!notice) return null;
  const links = (notice.links ?? []).flatMap((link, i) => {
    const target = actions.check(link.href, `${dialog.id} links[${i}]`);
    return target ? [{ target, label: link.label }] : [];
  });
  return (
    <TextNotice dialog={dialog} title={notice.title} confirm={notice.confirm ?? t('dialogs:common.confirm')} cancel={notice.cancel}>
      {notice.body.split(/\n\s*\n/).map((paragraph, i) => (
        <DialogContentText key={i} sx={{ whiteSpace: 'pre-line', '& + &': { mt: 1 } }}>
          {paragraph.trim()}
        </DialogContentText>
      ))}
      {links.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {links.map(({ target, label }, i) => (
            <li key={i}>
              <Link
                href={targetHref(target, prefix)}
                onClick={(e) => {
                  e.preventDefault();
                  actions.go(target);
                }}
              >
                {label}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </TextNotice>
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
