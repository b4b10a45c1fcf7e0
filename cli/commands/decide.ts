import { decide } from '../../src/engine/decide';
import { FactsError } from '../../src/engine/normalize-facts';
import type { Facts } from '../../src/generated/schema-types';
import { formatDecisionText } from '../format-decision';
import { CliExit, type CliIO } from '../io';
import { loadConfigOrExit } from '../load-config';

export interface DecideCliOptions {
  site?: string;
  facts?: string;
  format: 'json' | 'text';
  trace: 'fired' | 'all' | 'none';
}

/** The facts of a decide/explain call: the file's, with --site applied and `now` from the clock when absent. */
export async function scenarioFacts(io: CliIO, opts: { facts?: string; site?: string }): Promise<Facts> {
  // The YAML parser and the validators load only for a facts file: `decide --site main` needs neither.
  const facts = opts.facts ? await (await import('../read-facts')).readFacts(io, opts.facts) : {};
  if (opts.site !== undefined) facts.site = /^\d+$/.test(opts.site) ? Number(opts.site) : opts.site;
  if (!facts.now) facts.now = io.now().toISOString();
  return facts;
}

/** `meridian decide`: the Decision for one scenario, as JSON or as text with the reasons. */
export async function decideCommand(io: CliIO, opts: DecideCliOptions): Promise<void> {
  const { config } = await loadConfigOrExit(io, io.cwd);
  const facts = await scenarioFacts(io, opts);
  try {
    const decision = await decide(config, facts, { trace: opts.format === 'text' && opts.trace === 'none' ? 'fired' : opts.trace });
    io.out(opts.format === 'json' ? JSON.stringify(decision, null, 2) : formatDecisionText(config, decision));
  } catch (e) {
    if (e instanceof FactsError) {
      io.err(e.message);
      throw new CliExit(2);
    }
    throw e;
  }
}
