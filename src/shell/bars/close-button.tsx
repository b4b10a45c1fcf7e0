import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

/** The small × of a bar; `label` names what it closes. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton size="small" onClick={onClick} aria-label={label} sx={{ color: 'inherit', width: 32, height: 32, flexShrink: 0 }}>
      <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 16, height: 16 }}>
        <path fill="currentColor" d="M18.3 5.7L12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
      </Box>
    </IconButton>
  );
}
