import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An exchange page outside this shell: its name, so the shell can be seen around it; `children` are shell pieces the page hosts. */
export function PageFrame({ title, path, children }: { title: string; path: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 6 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>{t(title)}</Typography>
      <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('app.frame.text')}</Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary', fontFamily: 'monospace', fontSize: 13 }}>{t('app.frame.path')}: {path}</Typography>
      {children}
    </Box>
  );
}
