import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password field with a Show/Hide toggle. Paste and password managers work: no paste blocking,
 * the right autocomplete token (WCAG 2.2 accessible authentication).
 */
export function PasswordField(props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Button size="small" onClick={() => setShown((s) => !s)} aria-pressed={shown} sx={{ minWidth: 48, minHeight: 32 }}>
                {shown ? t('hide') : t('show')}
              </Button>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
