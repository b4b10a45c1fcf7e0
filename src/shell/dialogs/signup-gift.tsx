import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './dialog-frame';
import { useDialogActions } from './dialog-actions';
import type { DialogViewProps } from './plain-notices';
import { writeGiftShown } from './remember-writers';

const SIGNUP = { kind: 'path', path: '/signup' } as const;
const MOBILE_APP = { kind: 'path', path: '/mobileapp' } as const;

/**
 * Compliance §2.4, §4.5: the sign-up gift prompt. Showing it counts one showing (count/timestamp)
 * at once; the new count is announced only when it closes, so the open prompt is not taken away by
 * the Decision its own count produces.
 */
export function SignupGiftDialog({ dialog }: DialogViewProps) {
  const { t } = useTranslation(['translation', 'dialogs']);
  const actions = useDialogActions(dialog);
  // Counted once per mount; Strict Mode's second effect run keeps the ref.
  const counted = useRef<boolean | null>(null);
  useEffect(() => {
    if (counted.current === null) counted.current = writeGiftShown(dialog, new Date());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one count per showing
  }, []);
  const close = () => actions.finish(counted.current === true);
  const claim = (target: typeof SIGNUP | typeof MOBILE_APP) => {
    close();
    actions.go(target);
  };
  return (
    <ModalFrame
      dialog={dialog}
      title={t('dialogs:gift.title')}
      onClose={close}
      actions={
        <>
          <Button fullWidth variant="contained" onClick={() => claim(SIGNUP)}>
            {t('dialogs:gift.web')}
          </Button>
          <Button fullWidth variant="outlined" onClick={() => claim(MOBILE_APP)}>
            {t('dialogs:gift.app')}
          </Button>
        </>
      }
    >
      <Typography variant="h3" component="p" sx={{ fontWeight: 700, textAlign: 'center', my: 1 }}>
        {t('dialogs:gift.amount')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('dialogs:gift.text')}
      </Typography>
    </ModalFrame>
  );
}
