import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import type { CompiledConfig, CompiledItem } from '../../../src/rules-model/compiled-types';
import type { Decision, DialogDecision, Facts } from '../../../src/generated/schema-types';
import { BarsWidgetsSection, DialogsSection, HiddenSection, Row, Section, VisibleSection, type Ask } from './decision-sections';
import { RuleRef, rulesWith, type OpenRule } from './rule-ref';
import { explain, type TargetKind } from './why';
import { WhyView } from './why-view';

/** Every id a person can ask about, with its kind. */
function askable(config: CompiledConfig): Map<string, TargetKind> {
  const out = new Map<string, TargetKind>();
  for (const id of Object.keys(config.features)) out.set(id, 'feature');
  const walk = (items: readonly CompiledItem[]) =>
    items.forEach((i) => {
      out.set(i.id, 'item');
      if (i.children) walk(i.children);
    });
  walk(config.navigation);
  for (const set of Object.values(config.footers)) for (const c of set.columns) walk(c.links);
  for (const id of Object.keys(config.dialogs)) out.set(id, 'dialog');
  for (const id of Object.keys(config.bars)) out.set(id, 'bar');
  return out;
}

/**
 * The Decision for a scenario, each part with the rule, its spec source and the facts that made it
 * so; "Why?" on any id explains it. `changed` holds the keys of a comparison or edit to highlight.
 */
export function DecisionPanel({
  config,
  decision: d,
  facts,
  changed,
  onOpenRule,
  onAcknowledge,
  testId = 'decision',
}: {
  config: CompiledConfig;
  decision: Decision;
  facts: Facts;
  changed?: ReadonlySet<string>;
  onOpenRule: OpenRule;
  onAcknowledge?: (dialog: DialogDecision) => void;
  testId?: string;
}) {
  const [target, setTarget] = useState<{ kind: TargetKind; id: string } | null>(null);
  const [typed, setTyped] = useState('');
  const ids = useMemo(() => askable(config), [config]);
  const hl = (k: string) => changed?.has(k) ?? false;
  const ask = useCallback<Ask>((kind, id) => {
    setTarget({ kind, id });
    setTyped(id);
  }, []);
  const why = target ? explain(config, d, facts, target.kind, target.id) : null;
  const notes = d.trace.filter((t) => t.kind === 'note');
  const listId = `${testId}-ids`;
  return (
    <Box data-testid={testId} data-site={d.site.key} sx={{ fontSize: 13 }}>
      <Row changed={hl('site')} testId={`${testId}-site`}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {d.site.name}
        </Typography>{' '}
        · site {d.site.key} ({d.site.id})
      </Row>
      <Row
        changed={['lang', 'prefix', 'dir', 'redirect', 'robots', 'canonical'].some((k) => hl(`locale.${k}`))}
        testId={`${testId}-locale`}
      >
        Language <b>{d.locale.lang}</b> · prefix “{d.locale.prefix}” · {d.locale.dir}
        {d.locale.redirect ? (
          <>
            {' '}
            · not offered → <b>{d.locale.redirect}</b>
          </>
        ) : null}
        {d.locale.robots ? (
          <>
            {' '}
            · robots <b>{d.locale.robots}</b>
          </>
        ) : null}
        <Box sx={{ color: 'text.secondary' }}>
          {d.locale.canonical ? `canonical ${d.locale.canonical}` : 'no canonical (no such page)'} · {d.locale.alternates.length} alternates
        </Box>
      </Row>
      <Row changed={hl('redirect')} testId={`${testId}-redirect`}>
        Redirect: <b>{d.redirect ?? 'none'}</b>
        {d.redirect
          ? rulesWith(d.trace, `redirect:${d.redirect}`).map((t) => <RuleRef key={t.rule} config={config} trace={t} onOpen={onOpenRule} />)
          : null}
      </Row>

      <Box
        component="form"
        role="search"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          const kind = ids.get(typed.trim());
          if (kind) ask(kind, typed.trim());
        }}
      >
        <TextField
          size="small"
          label="Why? (any item, feature, dialog or bar id)"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { list: listId, 'data-testid': `${testId}-why-input` } }}
          error={!!typed.trim() && !ids.has(typed.trim())}
        />
        <datalist id={listId}>
          {[...ids.keys()].sort().map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
        <Button type="submit" variant="outlined" size="small" disabled={!ids.has(typed.trim())}>
          Explain
        </Button>
      </Box>
      {why ? (
        <Box sx={{ p: 1, mb: 1, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <WhyView e={why} onOpen={onOpenRule} />
        </Box>
      ) : null}

      <DialogsSection config={config} d={d} changed={changed} onOpen={onOpenRule} ask={ask} onAcknowledge={onAcknowledge} />
      <BarsWidgetsSection config={config} d={d} changed={changed} onOpen={onOpenRule} ask={ask} />
      <HiddenSection config={config} d={d} changed={changed} onOpen={onOpenRule} ask={ask} />
      <VisibleSection d={d} changed={changed} ask={ask} />
      <Section title="Variables" count={Object.keys(d.vars).length} open={false}>
        {Object.entries(d.vars).map(([k, v]) => (
          <Row key={k} changed={hl(`var:${k}`)}>
            {k} = <b>{JSON.stringify(v)}</b>
          </Row>
        ))}
      </Section>
      {notes.length ? (
        <Section title="Notes" count={notes.length}>
          {notes.map((n, i) => (
            <Row key={i} changed={false}>
              {n.message}
            </Row>
          ))}
        </Section>
      ) : null}
    </Box>
  );
}
