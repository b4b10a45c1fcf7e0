// A case of the hostile configuration corpus (security/README.md): read, laid over a scratch copy of
// the repository's configuration, and run through the real `meridian` program in-process. Shared by
// the corpus test and `npm run bench -- --only security`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { CliExit, type CliIO } from '../cli/io';
import { createProgram } from '../cli/program';

export interface CorpusCase {
  item: number;
  title: string;
  files?: Record<string, string>;
  filesBase64?: Record<string, string>;
  symlinks?: Record<string, string>;
  fifos?: string[];
  args?: string[];
  stdin?: string;
  expect: { exit: number; output: string; absent?: string[] };
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const folder = join(here, 'corpus');

/** Every case, by file name. */
export function corpusCases(): [name: string, c: CorpusCase][] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((name) => [name, parse(readFileSync(join(folder, name), 'utf8')) as CorpusCase]);
}

/** Writes a case's files, links and pipes over a folder. */
function lay(dir: string, c: CorpusCase): void {
  const at = (path: string) => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    rmSync(full, { force: true });
    return full;
  };
  for (const [path, text] of Object.entries(c.files ?? {})) writeFileSync(at(path), text);
  for (const [path, b64] of Object.entries(c.filesBase64 ?? {})) writeFileSync(at(path), Buffer.from(b64, 'base64'));
  for (const [path, target] of Object.entries(c.symlinks ?? {})) symlinkSync(target, at(path));
  for (const path of c.fifos ?? []) execFileSync('mkfifo', [at(path)]);
}

/** Runs one case on a fresh scratch copy (removed afterwards): exit code, stdout + stderr, milliseconds. */
export async function runCase(c: CorpusCase): Promise<{ code: number; output: string; ms: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-corpus-'));
  try {
    for (const f of ['sites', 'rules', 'scenarios', 'locales']) cpSync(join(root, f), join(dir, f), { recursive: true });
    lay(dir, c);
    let output = '';
    const io: CliIO = {
      cwd: dir,
      out: (t) => {
        output += `${t}\n`;
      },
      err: (t) => {
        output += `${t}\n`;
      },
      readStdin: async () => c.stdin ?? '',
      now: () => new Date('2026-11-22T10:00:00Z'),
    };
    const started = performance.now();
    let code = 0;
    try {
      await createProgram(io).parseAsync(['node', 'meridian', ...(c.args ?? ['lint'])]);
    } catch (e) {
      if (!(e instanceof CliExit)) throw e;
      code = e.code;
    }
    return { code, output, ms: performance.now() - started };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
