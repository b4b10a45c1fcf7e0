import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { Facts } from '../../../src/generated/schema-types';
import type { PolicyVerdict } from '../../../src/analysis/verify/verify';
import type { PolicyResult } from './policy-state';
import type { PolicyInfo } from './verify-run';

type Status = 'running' | 'proven' | 'violated' | 'unproven' | 'accepted' | 'failed' | 'stale';

function statusOf(result: PolicyResult | undefined, fresh: boolean, running: boolean): Status {
  if (!fresh) return running ? 'running' : 'stale';
  if (!result) return 'running';
  if ('failed' in result) return 'failed';
  return result.verdict.accepted ? 'accepted' : result.verdict.outcome;
}

// Every label is dark text on white or white text on a dark fill (4.5:1); 'verifying…' says it with a spinner, not a faded row.
const CHIP: Record<Status, { label: string; color: 'default' | 'success' | 'error' | 'warning' | 'info' }> = {
  running: { label: 'verifying…', color: 'default' },
  proven: { label: 'proven', color: 'success' },
  violated: { label: 'violated', color: 'error' },
  unproven: { label: 'unproven', color: 'warning' },
  accepted: { label: 'unproven, accepted', color: 'default' },
  failed: { label: 'not verified', color: 'warning' },
  stale: { label: 'stale', color: 'default' },
};

const LEAD: Record<PolicyVerdict['outcome'], string> = {
  proven: 'proven over',
  violated: 'found after',
  unproven: 'no visitor breaks it over',
};

/** One policy: its outcome, class count, why it is unproven (and its acceptance), and a violated policy's counterexample. */
export function PolicyRow({
  policy,
  result,
  fresh,
  running,
  onOpenScenario,
}: {
  policy: PolicyInfo;
  result: PolicyResult | undefined;
  fresh: boolean;
  running: boolean;
  onOpenScenario: (facts: Facts) => void;
}) {
  const status = statusOf(result, fresh, running);
  const verdict = result && 'verdict' in result ? result.verdict : null;
  const cx = verdict?.counterexample;
  return (
    <Box
      component="li"
      data-testid={`policy-${policy.id}`}
      data-status={status}
      aria-busy={status === 'running' || undefined}
      sx={{
        p: 1.5,
        border: 1,
        borderColor: status === 'violated' ? 'error.light' : status === 'unproven' ? 'warning.light' : 'divider',
        // A result not (yet) for the rules as edited: a dashed frame, never faded text (issue 42).
        borderStyle: fresh ? 'solid' : 'dashed',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip
          size="small"
          label={CHIP[status].label}
          color={CHIP[status].color}
          variant={status === 'proven' || status === 'running' ? 'outlined' : 'filled'}
          icon={
            status === 'running' ? <CircularProgress size={12} color="inherit" aria-hidden data-testid="policy-verifying" /> : undefined
          }
        />
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 14, wordBreak: 'break-word' }}>
          {policy.id}
        </Typography>
        {verdict ? (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="policy-classes">
            {LEAD[verdict.outcome]} {verdict.classes} class{verdict.classes === 1 ? '' : 'es'} on {verdict.sites.length} site
            {verdict.sites.length === 1 ? '' : 's'}
            {verdict.vacuous ? ' — its scope matches no visitor tried' : ''}
          </Typography>
        ) : null}
      </Box>
      <Typography sx={{ fontSize: 13, mt: 0.5 }}>
        {policy.description}{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          ({policy.source})
        </Box>
      </Typography>
      {result && 'failed' in result ? <Typography sx={{ fontSize: 13, color: 'warning.dark' }}>{result.failed}</Typography> : null}
      {verdict?.unproven.length ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, fontSize: 12, color: 'text.secondary' }} data-testid="policy-unproven">
          {verdict.unproven.map((u) => (
            <li key={`${u.fact}:${u.why}`}>
              not proven for {u.fact}: {u.why}
            </li>
          ))}
        </Box>
      ) : null}
      {verdict?.accepted ? (
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }} data-testid="policy-accepted">
          Accepted: {verdict.accepted.reason}
        </Typography>
      ) : null}
      {cx ? (
        <Box sx={{ mt: 1, display: 'grid', gap: 0.5 }} data-testid="policy-counterexample">
          <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 13, color: 'error.dark' }}>
            {cx.violations.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </Box>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1,
              fontSize: 12,
              bgcolor: '#f6f7f9',
              borderRadius: 1,
              overflowX: 'auto',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-all',
            }}
          >
            {JSON.stringify(cx.facts)}
          </Box>
          {cx.fired.length ? (
            <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
              Rules that fired: {cx.fired.map((r) => `${r.rule} (${r.effects.join(', ') || 'no effect'})`).join('; ')}
            </Typography>
          ) : null}
          <Box>
            <Button
              size="small"
              variant="contained"
              onClick={() => onOpenScenario(cx.facts)}
              aria-label={`Open the counterexample of ${policy.id} as a scenario`}
            >
              Open as scenario
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
