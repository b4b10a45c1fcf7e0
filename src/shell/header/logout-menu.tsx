import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutAll } from '../../api/logout-all';
import { logoutDevice } from '../../api/logout';
import { useDecision } from '../../decision/decision-store';
import { browserStorage, forgetAnswers } from '../../decision/remembered-answers';

/** The logout menu's button face: an exit icon (the button carries the name 'Log Out'). */
export function LogoutIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 20, height: 20, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' }}>
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
    </Box>
  );
}

/** Cookies logout clears (shell spec §4). */
export const LOGOUT_COOKIES = ['pver', 'sign'] as const;

/**
 * Log out of all devices (a call, then session cleanup, then redirect) or of this device; a
 * 'Logging out' overlay meanwhile. A failed call still ends the session here: the visitor asked to leave.
 */
export function LogoutMenu() {
  const { t } = useTranslation('header');
  const prefix = useDecision((d) => d.locale.prefix);
  const [busy, setBusy] = useState(false);
  const run = async (all: boolean) => {
    setBusy(true);
    const result = await (all ? logoutAll() : logoutDevice());
    if (!result.ok) console.warn('logout call failed; clearing the session here anyway');
    for (const name of LOGOUT_COOKIES) Cookies.remove(name, { path: '/' });
    forgetAnswers(browserStorage());
    window.location.assign(`${prefix}/login`);
  };
  return (
    <>
      <Stack spacing={0.5}>
        <Button onClick={() => run(false)} disabled={busy} sx={{ justifyContent: 'flex-start' }} data-testid="logout-this">{t('logoutThis')}</Button>
        <Button onClick={() => run(true)} disabled={busy} sx={{ justifyContent: 'flex-start' }} data-testid="logout-all">{t('logoutAll')}</Button>
      </Stack>
      <Backdrop open={busy} sx={{ zIndex: 2000, color: '#fff', flexDirection: 'column', gap: 2 }} data-testid="logging-out">
        <CircularProgress color="inherit" />
        <Typography role="status">{t('loggingOut')}</Typography>
      </Backdrop>
    </>
  );
}
