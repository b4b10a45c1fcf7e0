import type { Condition, Decision, PolicyExpect } from '../../generated/schema-types';
import type { NormalizedFacts } from '../../engine/normalize-facts';
import type { StoredRead } from '../../engine/stored-values';
import { getPath } from '../../rules-model/dot-path';
import { compilePattern, operators } from '../../rules-model/operators';
import { itemIds } from '../expectations';
import { factRef } from './fact-reads';

/** Whether a scope condition holds for normalized facts, with the engine's operators and computed facts (elapsedMs, sameDay). */
export function scopeHolds(c: Condition | undefined, f: NormalizedFacts, stored: StoredRead): boolean {
  if (!c) return true;
  if ('all' in c) return c.all.every((x) => scopeHolds(x, f, stored));
  if ('any' in c) return c.any.some((x) => scopeHolds(x, f, stored));
  if ('not' in c) return !scopeHolds(c.not, f, stored);
  const ref = factRef(c.value);
  const op = operators[c.operator];
  return !!op && op(readFact(c, f, stored), ref ? readFact({ fact: ref }, f, stored) : c.value);
}

/** A fact's value as the rules read it: the normalized facts, or a computed fact (elapsedMs, sameDay). */
export function readFact(t: { fact: string; params?: Record<string, unknown> }, f: NormalizedFacts, stored: StoredRead): unknown {
  if (t.fact === 'elapsedMs') return stored.ages[String(t.params?.of)] ?? null;
  if (t.fact === 'sameDay') return stored.sameDay[String(t.params?.of)] ?? null;
  return getPath(f, t.fact);
}

/** What in a Decision breaks a policy's expectations; empty when it holds. */
export function policyViolations(d: Decision, e: PolicyExpect): string[] {
  const out: string[] = [];
  // Only policies about ids pay for the set (verify calls this once per visitor).
  const hidden = e.hidden || e.shown ? new Set(d.hidden) : new Set<string>();
  const dialogs = d.dialogs.map((x) => x.id);
  for (const id of e.hidden ?? []) if (!hidden.has(id)) out.push(`"${id}" is shown, expected hidden`);
  for (const id of e.shown ?? []) if (hidden.has(id)) out.push(`"${id}" is hidden, expected shown`);
  for (const id of e.dialogPresent ?? []) if (!dialogs.includes(id)) out.push(`dialog "${id}" is not in the queue [${dialogs.join(', ')}]`);
  for (const id of e.dialogAbsent ?? []) if (dialogs.includes(id)) out.push(`dialog "${id}" is in the queue [${dialogs.join(', ')}]`);
  if (e.dialogFirst !== undefined && dialogs[0] !== e.dialogFirst)
    out.push(`dialog "${e.dialogFirst}" is not first: the queue is [${dialogs.join(', ')}]`);
  for (const id of e.notClosable ?? []) if (d.dialogs.some((x) => x.id === id && x.closable)) out.push(`dialog "${id}" can be closed`);
  if (e.dialogsNotTogether?.every((id) => dialogs.includes(id)))
    out.push(`dialogs ${e.dialogsNotTogether.join(' and ')} are queued together`);
  if (e.maxModalDialogs !== undefined) {
    const modal = d.dialogs.filter((x) => x.modal !== false).map((x) => x.id);
    if (modal.length > e.maxModalDialogs)
      out.push(`${modal.length} modal dialogs [${modal.join(', ')}], at most ${e.maxModalDialogs} allowed`);
  }
  if (e.redirect !== undefined && d.redirect !== e.redirect)
    out.push(`redirect is ${JSON.stringify(d.redirect)}, expected ${JSON.stringify(e.redirect)}`);
  for (const id of e.barPresent ?? []) if (!d.bars.includes(id)) out.push(`bar "${id}" is not shown`);
  for (const id of e.barAbsent ?? []) if (d.bars.includes(id)) out.push(`bar "${id}" is shown`);
  if (e.robots !== undefined && d.locale.robots !== e.robots)
    out.push(`robots is ${JSON.stringify(d.locale.robots)}, expected ${JSON.stringify(e.robots)}`);
  if (e.lang !== undefined && d.locale.lang !== e.lang) out.push(`language is "${d.locale.lang}", expected "${e.lang}"`);
  if (e.hrefMatches) {
    const items = itemIds([...d.header, ...d.footer.columns.flatMap((c) => c.links)]);
    for (const [id, pattern] of Object.entries(e.hrefMatches)) {
      const href = items.get(id)?.href;
      const re = compilePattern(pattern);
      if (href !== undefined && re && !re.test(href))
        out.push(`"${id}" links to ${JSON.stringify(href)}, which does not match /${pattern}/`);
    }
  }
  return out;
}
