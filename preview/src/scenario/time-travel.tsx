import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { REFERENCE_NOW } from '../../../src/engine/normalize-facts';
import type { Facts } from '../../../src/generated/schema-types';
import { minuteIso } from './scenario';
import { fromTimeText, shiftNow, TIME_FORMAT, TIME_JUMPS, toTimeText } from './time';

/**
 * Set the scenario's `now` (UTC) and jump forward to watch re-display windows open and close. The
 * time is one text field in TIME_FORMAT (docs/preview.md, Scenarios): a valid minute applies as it is typed; leaving the
 * field (or Enter) with anything else says what is wrong.
 */
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
  const shown = toTimeText(facts.now ?? REFERENCE_NOW);
  const [text, setText] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(shown);
    setInvalid(false);
  }, [shown]);
  const check = () => setInvalid(fromTimeText(text) === null);
  return (
    <Box
      sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}
      data-testid={testId}
      role="group"
      aria-label="Time travel"
    >
      <TextField
        size="small"
        label={facts.now ? 'Now (UTC)' : 'Now (UTC) · default'}
        value={text}
        placeholder={TIME_FORMAT}
        error={invalid}
        helperText={invalid ? `Not a time: write ${TIME_FORMAT} (UTC), e.g. 2026-05-01 10:00` : undefined}
        sx={{ width: 215 }}
        onChange={(e) => {
          setText(e.target.value);
          const iso = fromTimeText(e.target.value);
          if (iso) {
            setInvalid(false);
            onFacts({ ...facts, now: iso });
          }
        }}
        onBlur={check}
        onKeyDown={(e) => {
          if (e.key === 'Enter') check();
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': `${testId}-now`, spellCheck: false, autoComplete: 'off' },
        }}
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
