import { validateFile } from '../../src/config/validate';
import { formatError } from '../../src/config/config-error';
import { FACTS_LIMITS } from '../../src/config/limits';
import { parseYaml } from '../../src/config/yaml-source';
import { decide } from '../../src/engine/decide';
import { FactsError } from '../../src/engine/normalize-facts';
import type { Facts } from '../../src/generated/schema-types';
import { formatDecisionText } from '../format-decision';
import { CliExit, type CliIO } from '../io';
import { readNamedFile } from '../../src/config/node/safe-read';
import { loadConfigOrExit } from '../load-config';

export interface DecideCliOptions {
  site?: string;
  facts?: string;
  format: 'json' | 'text';
  trace: 'fired' | 'all' | 'none';
}

/** Reads facts from a JSON or YAML file, or '-' for stdin; every problem is reported with its line. */
async function readFacts(io: CliIO, from: string | undefined): Promise<Facts> {
  if (!from) return {};
  let text: string;
  const name = from === '-' ? '<stdin>' : from;
  try {
    text = from === '-' ? await io.readStdin() : readNamedFile(io.cwd, from);
  } catch (e) {
    io.err(`cannot read facts from ${name}: ${(e as Error).message}`);
    throw new CliExit(2);
  }
  // YAML is a superset of JSON: one parser, located errors for both; facts have tighter limits than configuration.
  const { parsed, errors } = parseYaml(name, text, FACTS_LIMITS);
  const all = errors.length ? errors : validateFile('facts', parsed);
  if (all.length) {
    io.err(`invalid facts in ${name}:`);
    for (const e of all) io.err(formatError(e));
    throw new CliExit(2);
  }
  return (parsed.value ?? {}) as Facts;
}

/** The facts of a decide/explain call: the file's, with --site applied and `now` from the clock when absent. */
export async function scenarioFacts(io: CliIO, opts: { facts?: string; site?: string }): Promise<Facts> {
  const facts = await readFacts(io, opts.facts);
  if (opts.site !== undefined) facts.site = /^\d+$/.test(opts.site) ? Number(opts.site) : opts.site;
  if (!facts.now) facts.now = io.now().toISOString();
  return facts;
}

/** `meridian decide`: the Decision for one scenario, as JSON or as text with the reasons. */
export async function decideCommand(io: CliIO, opts: DecideCliOptions): Promise<void> {
  const { config } = loadConfigOrExit(io, io.cwd);
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
