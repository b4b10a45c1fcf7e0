import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { oauthLogin } from '../../api/oauth-login';
import { useAuthMutation } from '../../api/usercenter-auth';
import { useDecision } from '../../decision/decision-store';
import { LoginMethodIcon } from './login-method-icons';

/**
 * The site's third-party logins (compliance §3.2, §6), one button each in the Decision's order;
 * nothing when the site offers none. A click runs the backend's login for that method: a session
 * closes the form like a password login, a refusal shows the server's message.
 */
export function LoginMethods({ channel, onDone }: { channel: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const methods = useDecision((d) => d.loginMethods);
  const mutation = useAuthMutation(oauthLogin);
  if (methods.length === 0) return null;
  const refused = mutation.data && !mutation.data.ok ? mutation.data.msg : null;
  const pending = mutation.isPending ? mutation.variables?.method : undefined;
  return (
    <Box data-testid="login-methods" sx={{ mt: 2.5 }}>
      <Divider sx={{ color: 'text.secondary', fontSize: 12 }}>{t('methods.or')}</Divider>
      <Stack spacing={1} sx={{ mt: 1.5 }}>
        {methods.map((method) => (
          <Button
            key={method}
            variant="outlined"
            color="inherit"
            fullWidth
            data-method={method}
            disabled={mutation.isPending}
            startIcon={<LoginMethodIcon method={method} />}
            sx={{ minHeight: 40, borderColor: 'divider', textTransform: 'none', fontWeight: 600 }}
            onClick={() =>
              mutation.mutate(
                { method, channel },
                {
                  onSuccess: (result) => {
                    if (result.ok) onDone();
                  },
                },
              )
            }
          >
            {pending === method ? t('methods.connecting') : t(`methods.${method}`)}
          </Button>
        ))}
      </Stack>
      {refused && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {refused === 'Error' ? t('error') : refused}
        </Alert>
      )}
    </Box>
  );
}
