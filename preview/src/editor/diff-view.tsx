import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { fileDiff } from './file-diff';

const COLORS = { add: '#e6ffec', del: '#ffebe9', hunk: '#ddf4ff', same: 'transparent' } as const;
const SIGN = { add: '+', del: '-', hunk: '', same: ' ' } as const;

/** The edited file against the bundled one, as a unified diff. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => fileDiff(before, after), [before, after]);
  if (!lines.length)
    return (
      <Box sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="file-diff">
        Unchanged from the bundled file.
      </Box>
    );
  return (
    <Box
      component="pre"
      data-testid="file-diff"
      sx={{
        m: 0,
        fontSize: 12,
        fontFamily: 'ui-monospace, monospace',
        maxHeight: 280,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {lines.map((l, i) => (
        <Box key={i} component="div" data-kind={l.kind} sx={{ bgcolor: COLORS[l.kind], px: 1, whiteSpace: 'pre' }}>
          <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', width: '7ch' }}>
            {l.kind === 'hunk' ? '' : `${l.oldLine ?? ''}`.padStart(3) + ` ${l.newLine ?? ''}`.padEnd(4)}
          </Box>
          {SIGN[l.kind]}
          {l.text}
        </Box>
      ))}
    </Box>
  );
}
