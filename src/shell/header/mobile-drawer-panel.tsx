import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import type { NavItem } from '../../generated/schema-types';
import { sessionParts, useSwitchAccountHref } from './account-area';
import { AuthButton, type AuthOpener } from './auth-button';
import { MenuItems } from './main-nav';
import { showsSessionParts } from './session-items';
import './mobile-drawer-panel.css';
import { LocaleLink } from '../ui/locale-link';
import { dataKey } from '../../lib/i18n-keys';

/** Side groups in the order of the spec's keys (0–12): main menus first, then wallet, orders, spot orders, account. */
const ACCOUNT_GROUPS = ['funds_menu', 'orders_menu', 'spot_orders_menu', 'profile_menu'];

export interface DrawerPanelProps {
  open: boolean;
  onClose: () => void;
  prefs?: ReactNode;
  onAuth?: AuthOpener;
  deposit?: (item: NavItem) => ReactNode;
  balance?: ReactNode;
}

/**
 * The side drawer's sheet: every main menu and the account groups as accordions, preferences
 * (`prefs`, in the spec's menu-key order language 0, rate 1, rise time 2, rise colour 3) and the
 * app-download button when the Decision keeps it. A session's account block (who, balance) heads
 * it and its actions (Switch Account, log out) end it. Loaded when the menu button is first pointed at.
 */
export function MobileDrawerPanel({ open, onClose, prefs, onAuth, deposit, balance }: DrawerPanelProps) {
  const { t } = useTranslation();
  const th = useTranslation('header').t;
  const header = useDecision((d) => d.header);
  const anchor = useDecision((d) => (d.locale.dir === 'rtl' ? 'left' : 'right'));
  const appButton = useDecision((d) => !d.hidden.includes('mobile_app_download'));
  const groups = [
    ...header.filter((i) => i.group === 'main'),
    ...ACCOUNT_GROUPS.map((id) => header.find((i) => i.id === id)).filter((i) => !!i),
  ];
  const auth = header.filter((i) => i.group === 'auth');
  const depositItem = header.find((i) => i.id === 'deposit_drawer');
  const switchAccount = useSwitchAccountHref();
  const parts = sessionParts.useModule(showsSessionParts(header));
  return (
    <Drawer
      anchor={anchor}
      open={open}
      onClose={onClose}
      // The modal layer (1300), not MUI's drawer layer (1200): the drawer is modal, so nothing fixed
      // on the page (the compliance float, the demo toolbar) may sit over its last buttons.
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { 'aria-label': th('menu'), sx: { width: 'min(360px, 92vw)' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton onClick={onClose} aria-label={th('closeMenu')} sx={{ minWidth: 40, minHeight: 40 }}>
          ✕
        </IconButton>
      </Box>
      <Box
        data-testid="mobile-drawer"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onClose();
        }}
      >
        {auth.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, px: 2, pb: 2 }}>
            {auth.map((i) => (
              <AuthButton
                key={i.id}
                item={i}
                channel="web_drawer"
                onAuth={
                  onAuth &&
                  ((type, channel) => {
                    onClose();
                    onAuth(type, channel);
                  })
                }
                look={{ fullWidth: true, variant: i.id === 'signup' ? 'contained' : 'outlined' }}
              />
            ))}
          </Box>
        )}
        {parts && <parts.DrawerAccount balance={balance} />}
        {deposit && depositItem && (
          <Box sx={{ px: 2, pb: 2, '& button': { width: '100%', minHeight: 40 } }} data-testid="drawer-deposit">
            {deposit(depositItem)}
          </Box>
        )}
        {groups.map((g) =>
          g.children?.length ? (
            <Accordion key={g.id} disableGutters elevation={0} data-group={g.id} className="m-drawer__accordion">
              <AccordionSummary aria-controls={`drawer-${g.id}`} id={`drawer-${g.id}-h`} className="m-drawer__group">
                {t(dataKey(g.title))}
              </AccordionSummary>
              <AccordionDetails id={`drawer-${g.id}`}>
                <MenuItems items={g.children} />
              </AccordionDetails>
            </Accordion>
          ) : (
            // The link's own 12 px padding brings its text in line with the headings' 16 px.
            <Box key={g.id} sx={{ px: 0.5, py: 1.25 }}>
              <MenuItems items={[g]} />
            </Box>
          ),
        )}
        {prefs && <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{prefs}</Box>}
        {parts && <parts.DrawerAccountActions switchAccount={switchAccount} />}
        {appButton && (
          <Box sx={{ p: 2 }}>
            <Button fullWidth variant="contained" component={LocaleLink} to={'/mobileapp'} data-testid="drawer-app-download">
              {th('download')}
            </Button>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
