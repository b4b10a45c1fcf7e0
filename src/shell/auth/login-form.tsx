import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, useAuthMutation } from '../../api/usercenter-auth';
import { LoginMethods } from './login-methods';
import { PasswordField } from './password-field';
import { LocaleLink } from '../ui/locale-link';

/** Log in with e-mail or phone and password, or with the site's third-party methods; the server's message (as text) when it refuses. */
export function LoginForm({ channel, onDone }: { channel: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useAuthMutation(login);
  const ready = account.trim() !== '' && password !== '' && !mutation.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    mutation.mutate(
      { account: account.trim(), password, channel },
      {
        onSuccess: (result) => {
          if (result.ok) onDone();
        },
      },
    );
  };
  const refused = mutation.data && !mutation.data.ok ? mutation.data.msg : null;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('login')} data-testid="login-form">
      <TextField
        label={t('account')}
        name="account"
        autoComplete="username"
        inputMode="email"
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        required
        fullWidth
        margin="dense"
        autoFocus
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
        margin="dense"
      />
      {refused && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refused === 'Error' ? t('error') : refused}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth disabled={!ready} sx={{ mt: 2, minHeight: 40 }}>
        {mutation.isPending ? t('loggingIn') : t('login')}
      </Button>
      <Link component={LocaleLink} to={'/login/reset'} variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
        {t('forgot')}
      </Link>
      <LoginMethods channel={channel} onDone={onDone} />
    </Box>
  );
}
