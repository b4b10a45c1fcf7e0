import Box from '@mui/material/Box';

/** What an opened preferences panel shows while its controls are fetched (a few hundred ms on first open at most). */
export function PanelPending() {
  return <Box aria-busy="true" data-testid="prefs-panel-pending" sx={{ minHeight: 96, minWidth: 240 }} />;
}
