import { formatError } from '../src/config/config-error';
import { FACTS_LIMITS } from '../src/config/limits';
import { readNamedFile } from '../src/config/node/safe-read';
import { validateFile } from '../src/config/validate';
import { parseYaml } from '../src/config/yaml-source';
import type { Facts } from '../src/generated/schema-types';
import { CliExit, type CliIO } from './io';

/** Reads facts from a JSON or YAML file, or '-' for stdin; every problem is reported with its line. */
export async function readFacts(io: CliIO, from: string): Promise<Facts> {
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
