import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '../../lib/router/router';
import { withPrefix } from '../../app/locale-path';
import { useDecision } from '../../decision/decision-store';

export interface BarAction {
  label: string;
  to: string;
  variant?: 'contained' | 'outlined';
}

/** A one-line reminder bar (KYC top bar, IP-limit bar): text and its actions, within the bar's reserved height. */
export function NoticeBar({ id, text, actions, tone = 'warning' }: { id: string; text: string; actions: BarAction[]; tone?: 'warning' | 'info' }) {
  const prefix = useDecision((d) => d.locale.prefix);
  return (
    <Box component="section" aria-label={text} data-testid={`bar-${id}`}
      sx={(theme) => ({
        height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 3 },
        bgcolor: tone === 'warning' ? (theme.palette.mode === 'dark' ? '#3a2e10' : '#fff4e0') : 'action.hover',
        color: tone === 'warning' ? (theme.palette.mode === 'dark' ? '#ffd58a' : '#6b4500') : 'text.primary',
      })}>
      <Typography sx={{ fontSize: 13, fontWeight: 500, minWidth: 0 }} noWrap title={text}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>
        {actions.map((a) => (
          <Button key={a.to} component={RouterLink} to={withPrefix(prefix, a.to)} size="small" variant={a.variant ?? 'outlined'} color="inherit"
            sx={{ py: 0, minHeight: 28, whiteSpace: 'nowrap', ...(a.variant === 'contained' ? { bgcolor: 'text.primary', color: 'background.default', '&:hover': { bgcolor: 'text.secondary' } } : {}) }}>
            {a.label}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
