import { spawnSync } from 'node:child_process';
import { resolveCommit } from './config-revision';

function git(cwd: string, args: string[]): string | null {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * The revision a publish names: `rev`'s commit when given (a rollback publishes its sources; a hex
 * `rev` is only a commit's hash, resolveCommit()), else HEAD's, with `+dirty` when sites/ or rules/
 * differ from it in the working tree; `unknown` outside git.
 */
export function sourceRevision(cwd: string, rev?: string): string {
  let sha: string | null;
  try {
    sha = resolveCommit(cwd, rev ?? 'HEAD');
  } catch {
    sha = null; // git missing
  }
  if (!sha) return 'unknown';
  if (rev !== undefined) return sha.slice(0, 12);
  const dirty = git(cwd, ['status', '--porcelain', '--', 'sites', 'rules']);
  return `${sha.slice(0, 12)}${dirty ? '+dirty' : ''}`;
}
