import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import type { TraceEntry } from '../../../src/generated/schema-types';
import { ConditionView } from './condition-view';

export type OpenRule = (file: string, line: number) => void;

/** A rule that made something so: its id, the spec section it cites, where it is written, and (on demand) the facts it read. */
export function RuleRef({ config, trace, onOpen }: { config: CompiledConfig; trace: TraceEntry; onOpen: OpenRule }) {
  const [open, setOpen] = useState(false);
  const rule = config.rules[trace.rule!];
  return (
    <Box sx={{ fontSize: 13, pl: 1, borderInlineStart: 2, borderColor: 'divider', my: 0.5 }} data-rule={trace.rule}>
      <Box>
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
        >
          {trace.rule}
        </Link>
        {' · '}
        <span>{trace.source ?? rule?.source}</span>
        {rule?.file ? (
          <>
            {' · '}
            <Link component="button" type="button" sx={{ verticalAlign: 'baseline' }} onClick={() => onOpen(rule.file, rule.line)}>
              {rule.file}:{rule.line}
            </Link>
          </>
        ) : null}
      </Box>
      {rule?.description ? <Box sx={{ color: 'text.secondary' }}>{rule.description}</Box> : null}
      {open ? (
        <Box sx={{ mt: 0.5 }}>
          <ConditionView c={trace.conditions} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The fired rules whose effects include `effect` ('hide:deposit', 'dialog:nl_limit', 'bar:kyc_top', 'redirect:/login'). */
export function rulesWith(trace: readonly TraceEntry[], effect: string): TraceEntry[] {
  return trace.filter((t) => t.kind === 'rule' && t.fired && t.effects?.includes(effect));
}
