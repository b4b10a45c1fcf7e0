import { CommanderError } from 'commander';

/** Where a command writes and from where it reads; tests pass their own. */
export interface CliIO {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  readStdin: () => Promise<string>;
  /** The wall clock, read only by the CLI boundary (decide without `now`). */
  now: () => Date;
}

/** Exit code carrier: commands throw it instead of calling process.exit, so tests can run them in-process. */
export class CliExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** The process exit code for what a program run threw: CliExit's code, 0 for --help/--version, 2 for bad usage, else null (a crash). */
export function exitCodeOf(e: unknown): number | null {
  if (e instanceof CliExit) return e.code;
  if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
  return null;
}

export function processIO(): CliIO {
  return {
    cwd: process.cwd(),
    out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    now: () => new Date(),
  };
}
