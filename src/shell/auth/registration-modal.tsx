import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useDecision } from '../../decision/decision-store';
import { DialogHeader } from '../ui/close-button';
import { LoginForm } from './login-form';
import { useRegistration, type RegistrationType } from './registration-store';
import { SignupForm } from './signup-form';

/**
 * The registration modal (shell §1, §4): Log In and Sign Up, as offered by the Decision (sign-up
 * is not offered under the whole-UK limit or on the test network). In production a micro-app from
 * the static host fills it; here the embedded backend answers. Full screen on phones.
 */
export function RegistrationModal() {
  const { t } = useTranslation('auth');
  const { open, type, channel, switchTo, close } = useRegistration();
  const offered = useDecision((d) => d.header.filter((i) => i.id === 'login' || i.id === 'signup').map((i) => i.id as RegistrationType));
  const phone = useMediaQuery('(max-width: 599.95px)');
  const shown: RegistrationType | undefined = offered.includes(type) ? type : offered[0];
  if (!shown) return null;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={phone}
      maxWidth="xs"
      fullWidth
      aria-labelledby="registration-title"
      data-testid="registration-modal"
    >
      <DialogHeader
        id="registration-title"
        title={shown === 'login' ? t('loginTitle') : t('signupTitle')}
        closeLabel={t('close')}
        onClose={close}
      />
      <DialogContent>
        {offered.length > 1 && (
          <Tabs
            value={shown}
            onChange={(_, v: RegistrationType) => switchTo(v)}
            variant="fullWidth"
            sx={{ mb: 1 }}
            aria-label={t('choose')}
          >
            <Tab value="login" label={t('login')} />
            <Tab value="signup" label={t('signup')} />
          </Tabs>
        )}
        <Box sx={{ pt: 1 }}>
          {shown === 'login' ? <LoginForm channel={channel} onDone={close} /> : <SignupForm channel={channel} onDone={close} />}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
