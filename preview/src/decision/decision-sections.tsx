import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { memo, useState, type ReactNode } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { hiddenReasons } from '../../../src/analysis/reasons';
import type { Decision, DialogDecision, NavItem } from '../../../src/generated/schema-types';
import { RuleRef, rulesWith, type OpenRule } from './rule-ref';
import type { TargetKind } from './why';

export type Ask = (kind: TargetKind, id: string) => void;

/** A titled section; `<details>` keeps every section reachable and foldable from the keyboard. A closed one renders nothing inside. */
export function Section({
  title,
  count,
  children,
  open = true,
  testId,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  open?: boolean;
  testId?: string;
}) {
  const [isOpen, setOpen] = useState(open);
  return (
    <Box
      component="details"
      open={isOpen}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      data-testid={testId}
      sx={{ borderTop: 1, borderColor: 'divider', py: 0.75, '& > summary': { cursor: 'pointer', fontWeight: 700, fontSize: 14 } }}
    >
      <summary>
        {title}
        {count !== undefined ? ` (${count})` : ''}
      </summary>
      {isOpen ? <Box sx={{ pt: 0.5 }}>{children}</Box> : null}
    </Box>
  );
}

/** A row that lights up when the comparison or the edit changed it. */
export function Row({ changed, children, testId }: { changed: boolean; children: ReactNode; testId?: string }) {
  return (
    <Box
      data-testid={testId}
      data-changed={changed || undefined}
      sx={{ py: 0.25, px: 0.5, borderRadius: 0.5, fontSize: 13, ...(changed ? { bgcolor: '#fff3bf', outline: '1px solid #f0c000' } : {}) }}
    >
      {children}
    </Box>
  );
}

const WhyButton = ({ onClick, label }: { onClick: () => void; label: string }) => (
  <Link component="button" type="button" onClick={onClick} sx={{ fontSize: 12, ml: 1, verticalAlign: 'baseline' }}>
    {label}
  </Link>
);

export const DialogsSection = memo(function DialogsSection({
  config,
  d,
  changed,
  onOpen,
  ask,
  onAcknowledge,
}: {
  config: CompiledConfig;
  d: Decision;
  changed: ReadonlySet<string> | undefined;
  onOpen: OpenRule;
  ask: Ask;
  onAcknowledge?: (dialog: DialogDecision) => void;
}) {
  const hl = (k: string) => changed?.has(k) ?? false;
  return (
    <Section title="Dialog queue" count={d.dialogs.length} testId="decision-dialogs">
      {!d.dialogs.length ? <Row changed={hl('dialog-open')}>No dialog (ask “Why?” below for any dialog id).</Row> : null}
      {d.dialogs.map((x, i) => (
        <Row key={x.id} changed={hl(`dialog:${x.id}`) || (i === 0 && hl('dialog-open'))} testId={`dialog-${x.id}`}>
          <b>
            {i + 1}. {x.id}
          </b>{' '}
          · priority {x.priority} · {i === 0 ? 'opens now' : 'waits'} · {x.closable ? 'closable' : 'must be acknowledged'}
          {x.confirmHref ? ` · confirm → ${x.confirmHref}` : ''}
          {x.remember
            ? ` · remembered in ${x.remember.in} "${x.remember.key}"${x.remember.until ? ` until ${x.remember.until}` : ' for good'}`
            : ''}
          {onAcknowledge && x.remember?.format === 'timestamp' ? (
            <Button size="small" sx={{ ml: 1, py: 0 }} onClick={() => onAcknowledge(x)}>
              Acknowledge at now
            </Button>
          ) : null}
          <WhyButton label="Why?" onClick={() => ask('dialog', x.id)} />
          {rulesWith(d.trace, `dialog:${x.id}`).map((t) => (
            <RuleRef key={t.rule} config={config} trace={t} onOpen={onOpen} />
          ))}
        </Row>
      ))}
    </Section>
  );
});

export const BarsWidgetsSection = memo(function BarsWidgetsSection({
  config,
  d,
  changed,
  onOpen,
  ask,
}: {
  config: CompiledConfig;
  d: Decision;
  changed: ReadonlySet<string> | undefined;
  onOpen: OpenRule;
  ask: Ask;
}) {
  const hl = (k: string) => changed?.has(k) ?? false;
  const widgetIds: Record<keyof Decision['widgets'], string> = {
    chat: 'chat',
    search: 'search',
    depositOtherWays: 'deposit_other_ways',
    demoLabel: 'demo_label',
  };
  return (
    <Section title="Bars and widgets" count={d.bars.length} testId="decision-bars">
      {d.bars.map((b) => (
        <Row key={b} changed={hl(`bar:${b}`)} testId={`bar-${b}`}>
          <b>{b}</b> <WhyButton label="Why?" onClick={() => ask('bar', b)} />
          {rulesWith(d.trace, `bar:${b}`).map((t) => (
            <RuleRef key={t.rule} config={config} trace={t} onOpen={onOpen} />
          ))}
        </Row>
      ))}
      {!d.bars.length ? <Row changed={false}>No bar.</Row> : null}
      {(Object.keys(d.widgets) as (keyof Decision['widgets'])[]).map((w) => (
        <Row key={w} changed={hl(`widget:${w}`)} testId={`widget-${w}`}>
          {w}: <b>{d.widgets[w] ? 'on' : 'off'}</b>
          <WhyButton label={d.widgets[w] ? 'Why not hidden?' : 'Why hidden?'} onClick={() => ask('feature', widgetIds[w])} />
        </Row>
      ))}
    </Section>
  );
});

export const HiddenSection = memo(function HiddenSection({
  config,
  d,
  changed,
  onOpen,
  ask,
}: {
  config: CompiledConfig;
  d: Decision;
  changed: ReadonlySet<string> | undefined;
  onOpen: OpenRule;
  ask: Ask;
}) {
  const hl = (k: string) => changed?.has(k) ?? false;
  const reasons = hiddenReasons(config, d);
  const direct = d.hidden.filter((id) => reasons.get(id)!.via.length === 0);
  return (
    <Section title="Hidden" count={d.hidden.length} testId="decision-hidden">
      {direct.map((id) => {
        const r = reasons.get(id)!;
        const through = d.hidden.filter((x) => reasons.get(x)!.via.includes(id));
        return (
          <Row key={id} changed={hl(`hidden:${id}`) || through.some((x) => hl(`hidden:${x}`))} testId={`hidden-${id}`}>
            <b>{id}</b>
            {r.byDefault ? ' · hidden by default; no rule shows it' : ''}
            <WhyButton label="Why?" onClick={() => ask(through.length || r.rules.length ? 'item' : 'feature', id)} />
            {through.length ? <Box sx={{ color: 'text.secondary' }}>and with it: {through.join(', ')}</Box> : null}
            {r.rules.map((rule) => {
              const t = d.trace.find((x) => x.rule === rule);
              return t ? <RuleRef key={rule} config={config} trace={t} onOpen={onOpen} /> : null;
            })}
          </Row>
        );
      })}
    </Section>
  );
});

function ItemTree({ items, hl, ask }: { items: readonly NavItem[]; hl: (k: string) => boolean; ask: Ask }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {items.map((i) => (
        <li key={i.id}>
          <Row changed={hl(`href:${i.id}`)} testId={`item-${i.id}`}>
            {i.id}
            {i.href ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                → {i.href}
              </Box>
            ) : null}
            <WhyButton label="Why not hidden?" onClick={() => ask('item', i.id)} />
          </Row>
          {i.children ? <ItemTree items={i.children} hl={hl} ask={ask} /> : null}
        </li>
      ))}
    </Box>
  );
}

export const VisibleSection = memo(function VisibleSection({
  d,
  changed,
  ask,
}: {
  d: Decision;
  changed: ReadonlySet<string> | undefined;
  ask: Ask;
}) {
  const hl = (k: string) => changed?.has(k) ?? false;
  return (
    <Section title="Visible header and footer items" open={false} testId="decision-visible">
      <Box sx={{ fontWeight: 600, fontSize: 13 }}>Header</Box>
      <ItemTree items={d.header} hl={hl} ask={ask} />
      {d.footer.columns.map((c) => (
        <Box key={c.id}>
          <Box sx={{ fontWeight: 600, fontSize: 13, mt: 0.5 }}>Footer · {c.id}</Box>
          <ItemTree items={c.links} hl={hl} ask={ask} />
        </Box>
      ))}
    </Section>
  );
});
