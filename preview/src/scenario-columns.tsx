import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CompiledConfig } from '../../src/rules-model/compiled-types';
import { findSite } from '../../src/engine/normalize-facts';
import type { Decision, DialogDecision } from '../../src/generated/schema-types';
import { diffDecisions, type DecisionChange } from './decision/decision-diff';
import { DecisionPanel } from './decision/decision-panel';
import type { OpenRule } from './decision/rule-ref';
import { useDecided } from './decision/use-decided';
import { FrameHost } from './frame/frame-host';
import { FactsEditor } from './scenario/facts-editor';
import type { PreviewState } from './scenario/preview-state';
import { ScenarioForm } from './scenario/scenario-form';
import { TimeTravel } from './scenario/time-travel';
import type { UpdateState } from './scenario/use-preview-state';

const column = {
  minWidth: 0,
  overflowY: { lg: 'auto' },
  overflowX: { lg: 'hidden' },
  height: { lg: 'calc(100vh - 49px)' },
  p: 1.5,
} as const;

/** Changes between the previous Decision and this one (a form change, a time jump, an edit). */
function useLastChange(d: Decision | null): DecisionChange[] {
  const prev = useRef<Decision | null>(null);
  const [changes, setChanges] = useState<DecisionChange[]>([]);
  useEffect(() => {
    if (!d) return;
    if (prev.current && prev.current !== d) setChanges(diffDecisions(prev.current, d));
    prev.current = d;
  }, [d]);
  return changes;
}

/** Form (or rule editor) · the site in its frame · the Decision. */
export function ScenarioColumns({
  config,
  state,
  update,
  onOpenRule,
  onAcknowledge,
  left,
}: {
  config: CompiledConfig;
  state: PreviewState;
  update: UpdateState;
  onOpenRule: OpenRule;
  onAcknowledge: (d: DialogDecision) => void;
  left: ReactNode;
}) {
  const { a } = state;
  const decided = useDecided(config, a.facts);
  const last = useLastChange(decided.decision);
  const changed = useMemo(() => new Set(last.map((c) => c.key)), [last]);
  let siteKey = 'main';
  try {
    siteKey = findSite(config, a.facts.site).key;
  } catch {
    /* the last decided site stays in the frame */ siteKey = decided.decision?.site.key ?? 'main';
  }
  const wide = state.view === 'rules';
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: `${wide ? 'minmax(460px, 40%)' : '360px'} minmax(0, 1fr) 420px` },
        flex: 1,
      }}
    >
      <Box
        component="section"
        aria-label={wide ? 'Rule editor' : 'Scenario'}
        sx={{ ...column, bgcolor: 'background.paper', borderInlineEnd: 1, borderColor: 'divider' }}
      >
        {left ?? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <ScenarioForm config={config} scenario={a} onChange={(s, mode) => update({ ...state, a: s }, mode)} />
            <Box component="details">
              <Box component="summary" sx={{ fontWeight: 700, fontSize: 14, cursor: 'pointer' }}>
                All facts (YAML / JSON)
              </Box>
              <FactsEditor
                facts={a.facts}
                onFacts={(facts) => update({ ...state, a: { ...a, facts } }, 'replace')}
                extraError={decided.error}
              />
            </Box>
          </Box>
        )}
      </Box>
      <Box
        component="section"
        aria-label="The site"
        sx={{ ...column, display: 'flex', flexDirection: 'column', gap: 1, minHeight: { xs: 640, lg: 0 } }}
      >
        <TimeTravel facts={a.facts} onFacts={(facts) => update({ ...state, a: { ...a, facts } })} testId="time" />
        {decided.error ? (
          <Typography color="error" sx={{ fontSize: 13 }} data-testid="decide-error">
            {decided.error}
          </Typography>
        ) : null}
        <FrameHost
          config={config}
          facts={decided.facts ?? a.facts}
          siteKey={siteKey}
          persona={a.persona}
          width={a.facts.device?.width ?? 1440}
          label="The site for this scenario"
          testId="frame"
        />
      </Box>
      <Box
        component="section"
        aria-label="Decision"
        sx={{ ...column, bgcolor: 'background.paper', borderInlineStart: 1, borderColor: 'divider' }}
      >
        {last.length ? (
          <Box
            data-testid="last-change"
            sx={{ mb: 1, p: 1, bgcolor: '#fffdf0', border: 1, borderColor: '#f0e0a0', borderRadius: 1, fontSize: 13 }}
          >
            <b>Changed by the last step ({last.length})</b>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {last.slice(0, 12).map((c, i) => (
                <li key={i}>{c.text}</li>
              ))}
              {last.length > 12 ? <li>…</li> : null}
            </Box>
          </Box>
        ) : null}
        {decided.decision && decided.facts ? (
          <DecisionPanel
            config={config}
            decision={decided.decision}
            facts={decided.facts}
            changed={changed}
            onOpenRule={onOpenRule}
            onAcknowledge={onAcknowledge}
          />
        ) : (
          <Typography role="status">Deciding…</Typography>
        )}
      </Box>
    </Box>
  );
}
