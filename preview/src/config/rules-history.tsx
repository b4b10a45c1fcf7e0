import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HistoryEntry } from '../../../src/config/bundle/history';
import type { PublishedVersions } from './rules-source';

const day = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 16) : '?');

/** One version: what `meridian history` prints, and a choice of side A or B (native radios: arrows move, space picks). */
function VersionRow({
  e,
  a,
  b,
  pick,
}: {
  e: HistoryEntry;
  a: number | null;
  b: number | null;
  pick: (side: 'a' | 'b', v: number) => void;
}) {
  const name = `v${e.version}`;
  const state = e.withdrawn ? `withdrawn${e.withdrawnBy ? ` by v${e.withdrawnBy}` : ''}` : e.current ? 'current' : null;
  return (
    <Box
      component="li"
      data-testid={`history-${name}`}
      data-withdrawn={e.withdrawn}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 700, minWidth: 40, textDecoration: e.withdrawn ? 'line-through' : undefined }}>{name}</Typography>
      <Box sx={{ flex: '1 1 220px', minWidth: 0, fontSize: 13, overflowWrap: 'anywhere' }}>
        {e.problem ?? (
          <>
            {day(e.createdAt)} · {e.revision} · signed by {e.signers.join(', ')} · expires {day(e.expiresAt)}
            {e.dirty ? ' · dirty' : ''}
          </>
        )}
        {state ? (
          <Typography component="span" sx={{ ml: 1, fontSize: 12, fontWeight: 700, color: e.withdrawn ? 'error.main' : 'success.main' }}>
            {state}
          </Typography>
        ) : null}
      </Box>
      {(['a', 'b'] as const).map((side) => (
        <Box component="label" key={side} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13, minHeight: 32 }}>
          <input
            type="radio"
            name={`history-side-${side}`}
            value={name}
            disabled={e.problem !== null}
            checked={(side === 'a' ? a : b) === e.version}
            onChange={() => pick(side, e.version)}
            aria-label={`${name} as side ${side.toUpperCase()}`}
          />
          {side.toUpperCase()}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The Rules menu's history: every published version (newest first) with its time, revision,
 * signers, expiry and withdrawal, and two of them opened side by side in the Compare view.
 */
export function RulesHistory({ published, onOpen }: { published: PublishedVersions; onOpen: (a: number, b: number) => void }) {
  const entries = [...(published.history?.entries ?? [])].reverse();
  const [a, setA] = useState<number | null>(entries[1]?.version ?? null);
  const [b, setB] = useState<number | null>(entries[0]?.version ?? null);
  if (published.loading)
    return (
      <Typography role="status" data-testid="history-loading">
        Loading the published versions…
      </Typography>
    );
  if (published.error)
    return (
      <Alert severity="error" data-testid="history-error">
        The published versions could not be read: {published.error}
      </Alert>
    );
  if (!entries.length)
    return (
      <Typography data-testid="history-empty">
        Nothing is published yet: <code>meridian publish</code> writes version 1.
      </Typography>
    );
  const pick = (side: 'a' | 'b', v: number) => (side === 'a' ? setA(v) : setB(v));
  // Before the first render with entries (loaded after mount), the default pair: the two newest.
  const shownA = a ?? entries[1]?.version ?? null;
  const shownB = b ?? entries[0]?.version ?? null;
  return (
    <Box data-testid="history-list">
      <Box component="ul" aria-label="Published versions" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {entries.map((e) => (
          <VersionRow key={e.version} e={e} a={shownA} b={shownB} pick={pick} />
        ))}
      </Box>
      <Button
        sx={{ mt: 1.5 }}
        variant="contained"
        disabled={shownA === null || shownB === null || shownA === shownB}
        onClick={() => onOpen(shownA!, shownB!)}
        data-testid="history-open"
      >
        {shownA !== null && shownB !== null && shownA !== shownB ? `Open v${shownA} and v${shownB} side by side` : 'Pick two versions'}
      </Button>
    </Box>
  );
}
