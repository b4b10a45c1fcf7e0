import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { findSite } from '../../../src/engine/normalize-facts';
import { personas } from 'virtual:meridian/personas';
import { diffDecisions } from '../decision/decision-diff';
import { DecisionPanel } from '../decision/decision-panel';
import type { OpenRule } from '../decision/rule-ref';
import { useDecided } from '../decision/use-decided';
import { FrameHost } from '../frame/frame-host';
import { SelectField } from '../scenario/form-fields';
import { DEVICE_PRESETS, setFact, withPersona, type Scenario } from '../scenario/scenario';
import { TimeTravel } from '../scenario/time-travel';

type Change = (s: Scenario, mode?: 'push' | 'replace') => void;

function siteKey(config: CompiledConfig, s: Scenario): string {
  try {
    return findSite(config, s.facts.site).key;
  } catch {
    return 'main';
  }
}

/** Site, persona, device and time of one side of a comparison. */
function SideControls({ config, s, onChange, side }: { config: CompiledConfig; s: Scenario; onChange: Change; side: 'a' | 'b' }) {
  const device = DEVICE_PRESETS.find((d) => d.width === s.facts.device?.width)?.id ?? 'desktop';
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
      <SelectField
        label={`Site ${side.toUpperCase()}`}
        value={siteKey(config, s)}
        testId={`${side}-site`}
        onChange={(v) => onChange({ ...s, facts: setFact(s.facts, ['site'], v) })}
        options={Object.values(config.sites)
          .sort((x, y) => x.id - y.id)
          .map((x) => ({ value: x.key, label: `${x.name} (${x.id})` }))}
      />
      <SelectField
        label={`Persona ${side.toUpperCase()}`}
        value={s.persona}
        testId={`${side}-persona`}
        onChange={(v) => {
          const p = personas.find((x) => x.id === v);
          if (p) onChange(withPersona(s, p));
        }}
        options={[
          ...(personas.some((p) => p.id === s.persona) ? [] : [{ value: s.persona, label: `${s.persona} (edited)` }]),
          ...personas.map((p) => ({ value: p.id, label: p.label })),
        ]}
      />
      <SelectField
        label="Device"
        value={device}
        testId={`${side}-device`}
        onChange={(v) => {
          const d = DEVICE_PRESETS.find((x) => x.id === v)!;
          onChange({ ...s, facts: setFact(s.facts, ['device'], { ...s.facts.device, width: d.width, isPhone: d.isPhone }) });
        }}
        options={DEVICE_PRESETS.map((d) => ({ value: d.id, label: `${d.label} ${d.width}` }))}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TimeTravel facts={s.facts} onFacts={(f) => onChange({ ...s, facts: f })} testId={`${side}-time`} />
      </Box>
    </Box>
  );
}

/** Two scenarios side by side: both shells, both Decisions, and every difference listed and highlighted. */
export function CompareView({
  config,
  configB,
  rulesB,
  a,
  b,
  onA,
  onB,
  onOpenRule,
}: {
  config: CompiledConfig;
  /** B's configuration when it differs from A's (another published version: versions side by side). */
  configB?: CompiledConfig;
  /** The picker of B's rules, shown above B's controls. */
  rulesB?: React.ReactNode;
  a: Scenario;
  b: Scenario;
  onA: Change;
  onB: Change;
  onOpenRule: OpenRule;
}) {
  const cb = configB ?? config;
  const da = useDecided(config, a.facts);
  const db = useDecided(cb, b.facts);
  const changes = useMemo(() => (da.decision && db.decision ? diffDecisions(da.decision, db.decision) : []), [da.decision, db.decision]);
  const keys = useMemo(() => new Set(changes.map((c) => c.key)), [changes]);
  const side = (s: Scenario, d: typeof da, onChange: Change, id: 'a' | 'b', c: CompiledConfig) => (
    <Box sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }} data-testid={`compare-${id}`}>
      {id === 'b' ? rulesB : null}
      <SideControls config={c} s={s} onChange={onChange} side={id} />
      {d.error ? (
        <Typography color="error" sx={{ fontSize: 13 }}>
          {d.error}
        </Typography>
      ) : null}
      <Box sx={{ height: 420, display: 'flex' }}>
        <FrameHost
          config={c}
          facts={s.facts}
          siteKey={siteKey(c, s)}
          persona={s.persona}
          width={s.facts.device?.width ?? 1440}
          label={`Scenario ${id.toUpperCase()}`}
          testId={`frame-${id}`}
        />
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {side(a, da, onA, 'a', config)}
        {side(b, db, onB, 'b', cb)}
      </Box>
      <Box data-testid="compare-diff" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fffdf0' }}>
        <Typography sx={{ fontWeight: 700 }}>Differences from A to B ({changes.length})</Typography>
        {changes.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, fontSize: 13 }}>
            {changes.map((c, i) => (
              <li key={i} data-change={c.key}>
                {c.text}
              </li>
            ))}
          </Box>
        ) : (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>The two Decisions are the same.</Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {da.decision && da.facts ? (
          <DecisionPanel
            config={config}
            decision={da.decision}
            facts={da.facts}
            changed={keys}
            onOpenRule={onOpenRule}
            testId="decision-a"
          />
        ) : null}
        {db.decision && db.facts ? (
          <DecisionPanel config={cb} decision={db.decision} facts={db.facts} changed={keys} onOpenRule={onOpenRule} testId="decision-b" />
        ) : null}
      </Box>
    </Box>
  );
}
