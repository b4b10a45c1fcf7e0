import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How a change enters history: discrete choices get an entry, typing replaces the current one. */
export type Commit = (value: unknown, mode?: 'push' | 'replace') => void;

/** A fact as a field shows it: '' (or `empty`) when absent, an object or list as its JSON rather than "[object Object]". */
export function fieldText(value: unknown, empty = ''): string {
  if (value === undefined || value === null) return empty;
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
  testId?: string;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

/** A text field that keeps what is typed and commits on each change (history: replace). */
export function TextFact({
  label,
  value,
  onCommit,
  placeholder,
  testId,
  number,
}: {
  label: string;
  value: unknown;
  onCommit: Commit;
  placeholder?: string;
  testId?: string;
  number?: boolean;
}) {
  const shown = fieldText(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      placeholder={placeholder}
      type={number ? 'number' : 'text'}
      onChange={(e) => {
        setText(e.target.value);
        const v = e.target.value.trim();
        if (!number) onCommit(v === '' ? undefined : e.target.value, 'replace');
        else if (v === '') onCommit(undefined, 'replace');
        else if (Number.isFinite(Number(v))) onCommit(Number(v), 'replace');
      }}
      slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
}

/** A boolean fact: checked is true, unchecked removes it (its documented default applies). */
export function BoolFact({ label, value, onCommit, testId }: { label: string; value: unknown; onCommit: Commit; testId?: string }) {
  return (
    <FormControlLabel
      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
      label={label}
      control={
        <Checkbox
          size="small"
          checked={value === true}
          onChange={(e) => onCommit(e.target.checked ? true : undefined)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
    />
  );
}

/** A list fact typed as `a, b, c`. */
export function ListFact({ label, value, onCommit, testId }: { label: string; value: unknown; onCommit: Commit; testId?: string }) {
  const shown = Array.isArray(value) ? value.join(', ') : '';
  const [text, setText] = useState(shown);
  useEffect(
    () =>
      setText((t) =>
        t
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
          .join(', ') === shown
          ? t
          : shown,
      ),
    [shown],
  );
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={text}
      placeholder="a, b, c"
      onChange={(e) => {
        setText(e.target.value);
        const list = e.target.value
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
        onCommit(list.length ? list : undefined, 'replace');
      }}
      slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    />
  );
}

/** Name = value pairs (cookies, storage, query): add, change and remove rows. */
export function KeyValueFact({
  label,
  value,
  onCommit,
  suggestions = [],
  testId,
}: {
  label: string;
  value: unknown;
  onCommit: Commit;
  suggestions?: readonly string[];
  testId: string;
}) {
  const map = value && typeof value === 'object' ? (value as Record<string, string>) : {};
  const entries = Object.entries(map);
  const [name, setName] = useState('');
  const set = (next: Record<string, string>, mode: 'push' | 'replace' = 'replace') =>
    onCommit(Object.keys(next).length ? next : undefined, mode);
  const listId = `${testId}-names`;
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gap: 0.75 }}>
      <Box sx={{ fontSize: 13, fontWeight: 600 }}>{label}</Box>
      {entries.map(([k, v]) => (
        <Box key={k} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
          <TextField
            size="small"
            label={k}
            value={v}
            sx={{ flex: 1 }}
            onChange={(e) => set({ ...map, [k]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton
            size="small"
            aria-label={`Remove ${k}`}
            onClick={() => {
              const next = { ...map };
              delete next[k];
              set(next, 'push');
            }}
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 0.5 }}
        onSubmit={(e) => {
          e.preventDefault();
          const n = name.trim();
          if (n && !(n in map)) {
            set({ ...map, [n]: '' }, 'push');
            setName('');
          }
        }}
      >
        <TextField
          size="small"
          label={`New ${label.toLowerCase()} name`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { list: listId }, inputLabel: { shrink: true } }}
        />
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Button type="submit" size="small" variant="outlined">
          Add
        </Button>
      </Box>
    </Box>
  );
}
