import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router/router';
import type { FooterTip } from '../../api/footer-tips-check';
import { useDecision } from '../../decision/decision-store';
import { buildHref } from '../../lib/site-links';
import { SafeText } from '../ui/safe-text';
import { checkedTarget, targetHref, type SafeTarget } from '../ui/safe-link.utils';
import { CloseButton } from '../ui/close-button';
import './footer-tip-list.css';

export interface FooterTipListProps {
  tips: readonly FooterTip[];
  allowedHosts: readonly string[];
  openUrl?: (href: string) => void;
}

const assign = (href: string): void => window.location.assign(buildHref(href));

interface TipProps {
  tip: FooterTip;
  allowedHosts: readonly string[];
  onClose: () => void;
  go: (target: SafeTarget | null) => void;
}

/**
 * One tip: title and buttons as text, content sanitised with only its `text_link` keys made into
 * links. OK closes and then follows ok_button_router when it passes the link check; Cancel and the
 * close control only close; there is no close control when the tip says no_close_button.
 */
function Tip({ tip, allowedHosts, onClose, go }: TipProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ok = () => {
    const target = checkedTarget(tip.ok_button_router, allowedHosts, 'footer_tips ok_button_router');
    onClose();
    go(target);
  };
  return (
    <Paper
      variant="outlined" role="region" aria-labelledby={titleId} data-footer-tip=""
      sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', borderColor: 'warning.main', borderInlineStartWidth: 4 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="subtitle2">{tip.title || t('dialogs:footerTips.title')}</Typography>
        <Box sx={{ mt: 0.5 }}><SafeText html={tip.content} links={tip.text_link} allowedHosts={allowedHosts} where="footer_tips" /></Box>
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button size="small" variant="contained" onClick={ok}>{tip.ok_button || t('dialogs:common.ok')}</Button>
          {tip.cancel_button && <Button size="small" onClick={onClose}>{tip.cancel_button}</Button>}
        </Box>
      </Box>
      {!tip.no_close_button && (
        <CloseButton label={t('dialogs:common.close')} onClick={onClose} className="m-footer-tip__close" />
      )}
    </Paper>
  );
}

/**
 * The footer tips in the page flow just above the footer (never over the content or the business
 * banner). A closed tip stays closed for this page view; the next load asks the server again.
 */
export function FooterTipList({ tips, allowedHosts, openUrl = assign }: FooterTipListProps) {
  const { t } = useTranslation();
  const prefix = useDecision((d) => d.locale.prefix);
  const navigate = useNavigate();
  const [closed, setClosed] = useState<readonly number[]>([]);
  const go = (target: SafeTarget | null) => {
    if (!target) return;
    if (target.kind === 'url') openUrl(target.href);
    else void navigate(targetHref(target, prefix));
  };
  const open = tips.map((tip, i) => ({ tip, i })).filter(({ i }) => !closed.includes(i));
  if (!open.length) return null;
  return (
    <Box component="aside" aria-label={t('dialogs:footerTips.label')} data-testid="footer-tips" sx={{ width: '100%', maxWidth: 1200, mx: 'auto', px: 3, py: 2, display: 'grid', gap: 1.5 }}>
      {open.map(({ tip, i }) => (
        <Tip key={i} tip={tip} allowedHosts={allowedHosts} go={go} onClose={() => setClosed((c) => [...c, i])} />
      ))}
    </Box>
  );
}
