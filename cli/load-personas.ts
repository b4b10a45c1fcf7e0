import { formatError } from '../src/config/config-error';
import { readPersonas } from '../src/config/node/read-personas';
import type { Persona } from '../src/rules-model/persona';
import { CliExit, type CliIO } from './io';

/** The personas of scenarios/personas.yaml under `root` (the scenario matrix's); on errors prints them and exits with `code`. */
export function loadPersonasOrExit(io: CliIO, root: string, code = 2): Persona[] {
  const { personas, errors } = readPersonas(root);
  if (errors.length) {
    io.err(`personas under ${root} are invalid:`);
    for (const e of errors) io.err(formatError(e));
    throw new CliExit(code);
  }
  return personas;
}
