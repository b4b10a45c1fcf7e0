import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Cookies from 'js-cookie';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from '../../lib/router/router';
import { register, useAuthMutation } from '../../api/usercenter-auth';
import { LoginMethods } from './login-methods';
import { PasswordField } from './password-field';
import { EMAIL_PATTERN, inviteCodeOf, passwordProblem, signupQuery, signupSearch } from './signup-query';
import { SIGNUP_QUERY_COOKIE } from '../../lib/referral/referral-input';
import { LocaleLink } from '../ui/locale-link';

/**
 * Sign up with e-mail, password, invite code (prefilled from ?ref= or the referral cookie) and the
 * terms. The page's query string, with the stored sign-up query string (signupSearch), goes with the
 * registration (shell §1, §2 Account).
 */
export function SignupForm({ channel, onDone }: { channel: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invite, setInvite] = useState(() => inviteCodeOf(search, Cookies.get()));
  const [agreed, setAgreed] = useState(false);
  const [checked, setChecked] = useState(false);
  const mutation = useAuthMutation(register);
  const emailBad = !EMAIL_PATTERN.test(email.trim());
  const passwordBad = passwordProblem(password);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailBad || passwordBad || !agreed || mutation.isPending) return;
    mutation.mutate(
      {
        email: email.trim(),
        password,
        invite_code: invite.trim(),
        channel,
        query: signupQuery(signupSearch(search, Cookies.get(SIGNUP_QUERY_COOKIE))),
      },
      {
        onSuccess: (result) => {
          if (result.ok) onDone();
        },
      },
    );
  };
  const refused = mutation.data && !mutation.data.ok ? mutation.data.msg : null;
  const link = (path: string) => <Link component={LocaleLink} to={path} target="_blank" rel="noopener" />;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('signup')} data-testid="signup-form">
      <TextField
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        fullWidth
        margin="dense"
        autoFocus
        error={checked && emailBad}
        helperText={checked && emailBad ? t('emailInvalid') : ' '}
      />
      <PasswordField
        label={t('password')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
        margin="dense"
        error={checked && passwordBad !== null}
        helperText={checked && passwordBad ? t(`passwordRule.${passwordBad}`) : t('passwordRule.hint')}
      />
      <TextField
        label={t('inviteCode')}
        name="invite_code"
        value={invite}
        onChange={(e) => setInvite(e.target.value)}
        fullWidth
        margin="dense"
        helperText={t('optional')}
      />
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
        control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} name="agree" />}
        label={<Trans t={t} i18nKey="agree" components={{ terms: link('/user-agreement'), privacy: link('/privacy-policy') }} />}
      />
      {checked && !agreed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('agreeNeeded')}
        </Alert>
      )}
      {refused && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refused === 'Error' ? t('error') : refused}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth disabled={mutation.isPending} sx={{ mt: 2, minHeight: 40 }}>
        {mutation.isPending ? t('signingUp') : t('createAccount')}
      </Button>
      <LoginMethods channel={channel} onDone={onDone} />
    </Box>
  );
}
