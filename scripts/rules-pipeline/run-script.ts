// For the tests of this folder: runs one of its scripts as a workflow step would, in another folder.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot as root } from '../../cli/prebuilt.js';

const exec = promisify(execFile);

/** Runs `name` (relative to this folder) in `cwd` with `env` added; never throws: the exit code is part of the result. */
export async function script(name: string, args: string[], cwd: string, env: Record<string, string | undefined> = {}) {
  const r = await exec(join(root, 'scripts/rules-pipeline', name), args, { cwd, env: { ...process.env, ...env } }).then(
    (ok) => ({ code: 0, ...ok }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
  return { code: r.code, out: r.stdout, err: r.stderr };
}
