import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router/router';
import { useDecision } from '../../decision/decision-store';
import { LoginForm } from './login-form';
import type { RegistrationType } from './registration-store';
import { SignupForm } from './signup-form';
import { useLocalePath } from '../ui/locale-link';

/** The /login and /signup pages: the modal's forms on a page of their own; home once done. */
export function AuthPage({ type }: { type: RegistrationType }) {
  const { t } = useTranslation('auth');
  const localePath = useLocalePath();
  // Offered where the site and the compliance rules keep the feature; a session's header hides only
  // the buttons, so Switch Account (/login?switch=1) still finds the form.
  const offered = useDecision((d) => !d.hidden.includes('login_signup') && (type === 'login' || !d.hidden.includes('register')));
  const navigate = useNavigate();
  const done = () => navigate(localePath('/'));
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', px: 3, py: 6 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {type === 'login' ? t('loginTitle') : t('signupTitle')}
      </Typography>
      {!offered ? (
        <Typography color="text.secondary">{t('notOffered')}</Typography>
      ) : type === 'login' ? (
        <LoginForm channel="web_page" onDone={done} />
      ) : (
        <SignupForm channel="web_page" onDone={done} />
      )}
    </Box>
  );
}
