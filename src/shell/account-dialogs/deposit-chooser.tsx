import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { DEFAULT_DEPOSIT_CURRENCY, DEFAULT_FIAT, onchainTargets, otherWayTargets, prefixed, type DepositTarget } from './deposit-targets';
import { DialogHeader } from '../ui/close-button';
import { useLocalePrefix } from '../ui/locale-link';

export interface DepositChooserProps {
  open: boolean;
  onClose: () => void;
  /** Currency of the on-chain deposit page; USDT by default. */
  currency?: string;
}

/**
 * Compliance §4.6: the deposit chooser. Each option opens its page in a new window; the 'other ways'
 * group shows only when the Decision allows it (compliance §6).
 */
export function DepositChooser({ open, onClose, currency = DEFAULT_DEPOSIT_CURRENCY }: DepositChooserProps) {
  const { t } = useTranslation(['translation', 'account', 'dialogs']);
  const titleId = useId();
  const otherId = useId();
  const otherWays = useDecision((d) => d.widgets.depositOtherWays);
  const fiat = useDecision((d) => d.vars.fiat);
  const prefix = useLocalePrefix();
  const go = (target: DepositTarget) => {
    window.open(prefixed(prefix, target.path), '_blank', 'noopener');
    onClose();
  };
  const item = (target: DepositTarget) => (
    // In a list item: a <ul> holds <li>s, the button inside.
    <ListItem key={target.id} disablePadding>
      <ListItemButton onClick={() => go(target)} data-target={target.id}>
        <ListItemText primary={t(target.labelKey)} secondary={target.descKey ? t(target.descKey, { currency }) : undefined} />
        <Typography component="span" sx={visuallyHidden}>
          {t('account:deposit.newWindow')}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogHeader id={titleId} title={t('account:deposit.title')} closeLabel={t('dialogs:common.close')} onClose={onClose} />
      <DialogContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('account:deposit.subtitle')}
        </Typography>
        <List>{onchainTargets(currency).map(item)}</List>
        {otherWays && (
          <List
            aria-labelledby={otherId}
            subheader={
              <ListSubheader id={otherId} disableSticky>
                {t('account:deposit.otherWays')}
              </ListSubheader>
            }
          >
            {otherWayTargets(typeof fiat === 'string' && fiat ? fiat : DEFAULT_FIAT).map(item)}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
