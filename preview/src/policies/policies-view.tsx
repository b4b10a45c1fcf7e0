import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Facts } from '../../../src/generated/schema-types';
import { PolicyRow } from './policy-row';
import { summarize, type PolicyRunState } from './policy-state';

/** Every policy's status for the rules as edited now; a counterexample opens as the scenario. */
export function PoliciesView({ run, onOpenScenario }: { run: PolicyRunState; onOpenScenario: (facts: Facts) => void }) {
  const { proven, violated, unproven, accepted, classes } = summarize(run);
  const pending = run.policies.length - proven - violated - unproven;
  // Failing policies first (file order otherwise): a violation below the fold would go unseen.
  const rank = (id: string) => {
    const r = run.results[id];
    if (!run.fresh.includes(id) || !r || !('verdict' in r)) return 2;
    return r.verdict.outcome === 'violated' ? 0 : r.verdict.outcome === 'unproven' && !r.verdict.accepted ? 1 : 2;
  };
  const ordered = [0, 1, 2].flatMap((k) => run.policies.filter((p) => rank(p.id) === k));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 1100, width: '100%', mx: 'auto' }} data-testid="policies-view">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
          Policies
        </Typography>
        <Typography role="status" sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="policies-summary">
          {run.status === 'loading'
            ? 'Verifying the policies…'
            : `${proven} proven, ${violated} violated, ${unproven} unproven${accepted ? ` (${accepted} accepted)` : ''}${
                pending > 0 ? `, ${pending} to go` : ''
              } · ${classes} classes${
                run.status === 'done' && run.ms !== null ? ` in ${(run.ms / 1000).toFixed(1)} s` : ''
              }${run.status === 'running' ? ' · verifying…' : ''}`}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        Each policy is proven over every class of visitor the rules as edited can tell apart, violated by a visitor shown as a
        counterexample, or unproven where a fact could not be split into classes (docs/policies.md). Editing a rule or a policy verifies
        again.
      </Typography>
      {run.status === 'invalid' ? (
        <Alert severity="error" data-testid="policies-invalid">
          The edited sources do not compile, so the policies were not verified
          {run.policies.length ? '; the results below are from the last version that did (stale)' : ''}:
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {run.errors.slice(0, 5).map((e) => (
              <li key={e}>{e}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <Box
        component="ul"
        aria-label="Policies"
        aria-busy={run.status === 'running' || run.status === 'loading' || undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {ordered.map((p) => (
          <PolicyRow
            key={p.id}
            policy={p}
            result={run.results[p.id]}
            fresh={run.fresh.includes(p.id)}
            running={run.status === 'running' || run.status === 'loading'}
            onOpenScenario={onOpenScenario}
          />
        ))}
      </Box>
    </Box>
  );
}
