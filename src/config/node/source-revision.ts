import { spawnSync } from 'node:child_process';

function git(cwd: string, args: string[]): string | null {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * The revision a publish names: `rev`'s commit when given (a rollback publishes its sources), else
 * HEAD's, with `+dirty` when sites/ or rules/ differ from it in the working tree; `unknown` outside git.
 */
export function sourceRevision(cwd: string, rev?: string): string {
  const sha = git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev ?? 'HEAD'}^{commit}`]);
  if (!sha) return 'unknown';
  if (rev !== undefined) return sha.slice(0, 12);
  const dirty = git(cwd, ['status', '--porcelain', '--', 'sites', 'rules']);
  return `${sha.slice(0, 12)}${dirty ? '+dirty' : ''}`;
}
