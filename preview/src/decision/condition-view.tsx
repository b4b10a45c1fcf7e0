import Box from '@mui/material/Box';
import type { ConditionTrace } from '../../../src/generated/schema-types';
import { held } from './why';

const show = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v));

function valueText(c: ConditionTrace): string {
  const v = c.value as { fact?: string } | undefined;
  return v && typeof v === 'object' && !Array.isArray(v) && typeof v.fact === 'string'
    ? `${v.fact} (${show(c.valueResult)})`
    : show(c.value);
}

function mark(c: ConditionTrace): { sign: string; color: string; label: string } {
  const h = held(c);
  if (h === undefined || (c.evaluated === false && c.result === undefined && !c.all && !c.any && !c.not))
    return { sign: '·', color: 'text.disabled', label: 'not evaluated' };
  return h ? { sign: '✓', color: 'success.main', label: 'held' } : { sign: '✗', color: 'error.main', label: 'failed' };
}

/** One test: `user.isLogin equal true — is false ✗`, with the site-config tests marked. */
export function TestLine({ c }: { c: ConditionTrace }) {
  const m = mark(c);
  const params = c.params
    ? `(${Object.entries(c.params)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')})`
    : '';
  if (c.not)
    return (
      <span>
        not ({c.not.fact} {c.not.operator} {valueText(c.not)} — is {show(c.not.factResult)}){' '}
        <Box component="span" aria-label={m.label} sx={{ color: m.color }}>
          {m.sign}
        </Box>
      </span>
    );
  return (
    <span>
      <b>{c.fact}</b>
      {params} {c.operator} {valueText(c)} — is <b>{show(c.factResult)}</b>{' '}
      <Box component="span" aria-label={m.label} sx={{ color: m.color, fontWeight: 700 }}>
        {m.sign}
      </Box>
      {c.folded ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' '}
          [site config]
        </Box>
      ) : null}
    </span>
  );
}

/** A rule's condition tree as the engine evaluated it, with the fact values it read. */
export function ConditionView({ c }: { c: ConditionTrace | undefined }) {
  if (!c)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        (no conditions: always)
      </Box>
    );
  const kids = c.all ?? c.any;
  if (kids) {
    if (!kids.length)
      return (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          (always)
        </Box>
      );
    if (kids.length === 1 && c.all) return <ConditionView c={kids[0]} />;
    const m = mark(c);
    return (
      <Box>
        <span>
          {c.any ? 'any of' : 'all of'}{' '}
          <Box component="span" sx={{ color: m.color }}>
            {m.sign}
          </Box>
        </span>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {kids.map((k, i) => (
            <li key={i}>
              <ConditionView c={k} />
            </li>
          ))}
        </Box>
      </Box>
    );
  }
  if (c.not && (c.not.all || c.not.any))
    return (
      <Box>
        not: <ConditionView c={c.not} />
      </Box>
    );
  return <TestLine c={c} />;
}
