import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../ui/lazy-named';

const FundPasswordDialog = lazyNamed(() => import('./fund-password-dialog'), 'FundPasswordDialog', { ns: ['account'] });

/**
 * The withdraw page's Withdraw action: it asks for the fund password first (compliance §4.2). The
 * withdrawal form itself belongs to the exchange page, so confirming only says the password was taken.
 */
export function WithdrawAction() {
  const { t } = useTranslation(['translation', 'account']);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [entered, setEntered] = useState(false);
  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }} data-testid="withdraw-action">
      <Button
        variant="contained"
        aria-haspopup="dialog"
        onClick={() => {
          setEntered(false);
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('account:withdraw.action')}
      </Button>
      {entered && <Alert severity="info">{t('account:withdraw.entered')}</Alert>}
      {wanted && (
        <Suspense fallback={null}>
          <FundPasswordDialog
            open={open}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              setEntered(true);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
