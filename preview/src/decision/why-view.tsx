import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { summarize, type Candidate, type Explanation } from './why';
import { TestLine } from './condition-view';
import type { OpenRule } from './rule-ref';

function CandidateRow({ c, onOpen }: { c: Candidate; onOpen: OpenRule }) {
  const status = c.fired ? 'fired' : c.onSite ? 'did not fire' : 'not on this site';
  return (
    <Box component="li" sx={{ mb: 1 }} data-candidate={c.rule}>
      <Box>
        <b>{c.rule}</b>{' '}
        <Box component="span" sx={{ color: c.fired ? 'warning.main' : 'text.secondary' }}>
          ({status})
        </Box>
        {' · via '}
        <code>{c.via}</code>
        {' · '}
        {c.source}
        {' · '}
        <Link component="button" type="button" sx={{ verticalAlign: 'baseline' }} onClick={() => onOpen(c.file, c.line)}>
          {c.file}:{c.line}
        </Link>
      </Box>
      {c.note ? <Box sx={{ color: 'text.secondary' }}>{c.note}</Box> : null}
      {c.failed.length ? (
        <Box sx={{ mt: 0.25 }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            failed:{' '}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {c.failed.map((f, i) => (
              <li key={i}>
                <TestLine c={f} />
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** "Why not hidden?" (or why shown / not shown): every rule that could change it, and the tests that failed. */
export function WhyView({ e, onOpen }: { e: Explanation; onOpen: OpenRule }) {
  return (
    <Box sx={{ fontSize: 13 }} data-testid="why" aria-live="polite">
      <Typography sx={{ fontWeight: 600, fontSize: 14 }} data-testid="why-summary">
        {summarize(e)}
      </Typography>
      {e.ids.length > 1 ? <Box sx={{ color: 'text.secondary' }}>Taken down by hiding any of: {e.ids.join(', ')}</Box> : null}
      {e.candidates.length ? (
        <Box component="ul" sx={{ pl: 2.5, mt: 1 }}>
          {e.candidates.map((c) => (
            <CandidateRow key={`${c.rule}-${c.via}`} c={c} onOpen={onOpen} />
          ))}
        </Box>
      ) : null}
      {e.shownBy.length ? (
        <>
          <Typography sx={{ fontSize: 13, fontWeight: 600, mt: 1 }}>Rules that show it (hidden by default)</Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {e.shownBy.map((c) => (
              <CandidateRow key={c.rule} c={c} onOpen={onOpen} />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
