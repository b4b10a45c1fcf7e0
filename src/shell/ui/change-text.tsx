import Box from '@mui/material/Box';
import { formatChange } from './market-change';

const ARROW = { rise: '\u25B2', fall: '\u25BC', flat: '' } as const;

/** A change figure: colour, a visible sign and an arrow, so it never relies on colour alone. */
export function ChangeText({ change, label }: { change: string; /** What the figure measures (its time base), shown as a tooltip. */ label?: string }) {
  const { direction, text } = formatChange(change);
  return (
    <Box
      component="span"
      sx={(theme) => ({ color: direction === 'flat' ? theme.palette.text.secondary : theme.palette[direction], fontSize: 12, fontWeight: 600 })}
      data-direction={direction}
      data-testid="change"
      title={label}
      // Sign, figure and per cent stay in this order in right-to-left pages too.
      dir="ltr"
    >
      {ARROW[direction] && <Box component="span" aria-hidden sx={{ fontSize: 9, marginInlineEnd: '4px' }}>{ARROW[direction]}</Box>}
      {text}
    </Box>
  );
}
