import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { REFERENCE_NOW } from '../../../src/engine/normalize-facts';
import type { Facts } from '../../../src/generated/schema-types';
import { minuteIso } from './scenario';
import { fromLocalInput, shiftNow, TIME_JUMPS, toLocalInput } from './time';

/** Set the scenario's `now` (UTC) and jump forward to watch re-display windows open and close. */
export function TimeTravel({
  facts,
  onFacts,
  testId,
  clock = () => Date.now(),
}: {
  facts: Facts;
  onFacts: (f: Facts) => void;
  testId: string;
  clock?: () => number;
}) {
  // A link without a time is decided at the engine's reference moment: the field shows that moment.
  const shown = toLocalInput(facts.now ?? REFERENCE_NOW);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <Box
      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid={testId}
      role="group"
      aria-label="Time travel"
    >
      <TextField
        size="small"
        type="datetime-local"
        label={facts.now ? 'Now (UTC)' : 'Now (UTC) · default'}
        value={text}
        sx={{ width: 215 }}
        onChange={(e) => {
          setText(e.target.value);
          const iso = fromLocalInput(e.target.value);
          if (iso) onFacts({ ...facts, now: iso });
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testId}-now` } }}
      />
      {TIME_JUMPS.map((j) => (
        <Button
          key={j.label}
          size="small"
          variant="outlined"
          sx={{ minWidth: 0, px: 1 }}
          onClick={() => onFacts(shiftNow(facts, j.ms))}
          data-testid={`${testId}-${j.label.replace(/\W+/g, '')}`}
        >
          {j.label}
        </Button>
      ))}
      <Button size="small" sx={{ minWidth: 0 }} onClick={() => onFacts({ ...facts, now: minuteIso(clock()) })}>
        Real now
      </Button>
    </Box>
  );
}
