import { CliExit, type CliIO } from './io';

/** `--sites a,b` as a list; an unknown key is bad input (exit 2). Undefined when the option is absent. */
export function siteList(io: CliIO, spec: string | undefined, known: (key: string) => boolean): string[] | undefined {
  if (spec === undefined) return undefined;
  const sites = spec.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = sites.filter((s) => !known(s));
  if (unknown.length) {
    io.err(`unknown site${unknown.length > 1 ? 's' : ''} ${unknown.map((s) => `"${s}"`).join(', ')}`);
    throw new CliExit(2);
  }
  return sites;
}
