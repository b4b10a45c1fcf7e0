import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBulletin } from '../api/fullsite-bulletin';
import { safeRelativePath } from '../lib/safe-link';

/** The global announcement as plain text (server text is never rendered as HTML); relative links only. */
export function AnnouncementText() {
  const { data } = useBulletin(true);
  if (!data) return null;
  const internal = safeRelativePath(data.link) ?? null;
  return (
    <Box sx={{ height: 40, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, bgcolor: 'action.hover' }} data-testid="announcement">
      <Typography sx={{ fontSize: 13 }} noWrap>
        {internal ? <Link component={RouterLink} to={internal}>{data.content}</Link> : data.content}
      </Typography>
    </Box>
  );
}
