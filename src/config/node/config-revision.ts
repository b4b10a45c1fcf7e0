import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ConfigSource } from '../compile';
import type { ConfigError } from '../config-error';
import { decodeConfigText } from '../decode-text';
import { kindOfFile } from '../schemas';
import { readConfigSources, refusedError } from './read-sources';

/** The configuration files of one side of a diff, how to name that side, and the files that could not be read. */
export interface Revision {
  label: string;
  sources: ConfigSource[];
  errors: ConfigError[];
}

/** A revision that cannot be read: unknown, not a repository, git missing. */
export class RevisionError extends Error {}

function git(cwd: string, args: string[], input?: Buffer): { ok: boolean; out: Buffer; err: string } {
  const r = spawnSync('git', args, { cwd, input, maxBuffer: 256 * 1024 * 1024 });
  if (r.error) throw new RevisionError(`cannot run git: ${r.error.message}`);
  return { ok: r.status === 0, out: r.stdout, err: r.stderr.toString('utf8').trim() };
}

/** A name made of 7–40 lowercase hex: read as a commit's hash (or its start), never as a ref of that name (capitals are lowered first). */
export const HASH_PREFIX = /^[0-9a-f]{7,40}$/;

/**
 * The full hash of the commit `rev` names in the repository around `cwd`; null when it names none.
 * A hex name (HASH_PREFIX: what a release records) is only the commit whose hash starts with it —
 * `git rev-parse` would take a tag or branch of that name first, so a tag named like a reviewed
 * commit's hash could point a rebuild or a rollback at another commit; a prefix two commits share
 * is refused as unknown. Any other name is resolved as git resolves it (`HEAD~1`, `v1.4.0`,
 * `refs/tags/<hex>` for a ref named like a hash).
 */
export function resolveCommit(cwd: string, given: string): string | null {
  // Hex in capitals is the same hash (git prints lowercase): never a ref of that name either.
  const rev = /^[0-9a-fA-F]{7,40}$/.test(given) ? given.toLowerCase() : given;
  if (!HASH_PREFIX.test(rev)) {
    const r = git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
    return r.ok ? r.out.toString('utf8').trim() : null;
  }
  // Every object whose hash starts with `rev` (refs are not consulted), then which of them are commits.
  const found = git(cwd, ['rev-parse', `--disambiguate=${rev}`]);
  if (!found.ok) return null;
  const objects = found.out
    .toString('utf8')
    .split('\n')
    .filter((l) => /^[0-9a-f]{40,64}$/.test(l));
  if (!objects.length) return null;
  const types = git(cwd, ['cat-file', '--batch-check'], Buffer.from(objects.map((o) => `${o}\n`).join('')));
  if (!types.ok) return null;
  const commits = types.out
    .toString('utf8')
    .split('\n')
    .map((l) => l.split(' '))
    .filter(([sha, type]) => type === 'commit' && sha!.startsWith(rev))
    .map(([sha]) => sha!);
  return commits.length === 1 ? commits[0]! : null;
}

/** Reads sites/ and rules/ as they are in a git revision, without a checkout (git ls-tree + one git cat-file --batch). */
export function readGitRevision(cwd: string, rev: string): Revision {
  const top = git(cwd, ['rev-parse', '--show-prefix']);
  if (!top.ok) throw new RevisionError(`"${rev}" is neither a folder nor a git revision (${cwd} is not in a git repository)`);
  const prefix = top.out.toString('utf8').trim();
  const sha = resolveCommit(cwd, rev);
  if (!sha)
    throw new RevisionError(
      `unknown revision "${rev}" (not a folder either${HASH_PREFIX.test(rev) ? '; a hex name is read only as a commit hash: refs/tags/… or refs/heads/… names a ref' : ''})`,
    );
  const list = git(cwd, ['ls-tree', '-r', '-z', '--full-name', sha, '--', 'sites', 'rules']);
  if (!list.ok) throw new RevisionError(`cannot list ${rev}: ${list.err}`);
  const errors: ConfigError[] = [];
  const files: string[] = [];
  for (const entry of list.out.toString('utf8').split('\0')) {
    const tab = entry.indexOf('\t'); // "<mode> <type> <object>\t<path>"
    const f = entry.slice(tab + 1);
    if (tab < 0 || !kindOfFile(f.slice(prefix.length))) continue;
    // A committed symlink's blob is its target's name: it is refused as the working tree refuses a link, never read as YAML.
    if (entry.startsWith('120000 ')) errors.push(refusedError(f.slice(prefix.length), 'symlink'));
    // cat-file --batch reads one name per line (-z needs git 2.38).
    else if (/[\n\r]/.test(f)) errors.push(refusedError(f.slice(prefix.length), 'line break in the file name'));
    else files.push(f);
  }
  const batch = git(cwd, ['cat-file', '--batch'], Buffer.from(files.map((f) => `${sha}:${f}\n`).join('')));
  if (!batch.ok) throw new RevisionError(`cannot read ${rev}: ${batch.err}`);
  const sources: ConfigSource[] = [];
  let at = 0;
  for (const f of files) {
    const eol = batch.out.indexOf(0x0a, at);
    const [, type, size] = batch.out.subarray(at, eol).toString('utf8').split(' ');
    if (type !== 'blob') throw new RevisionError(`cannot read ${rev}:${f}`);
    const end = eol + 1 + Number(size);
    const decoded = decodeConfigText(f.slice(prefix.length), batch.out.subarray(eol + 1, end)); // as the working tree's reader
    if ('error' in decoded) errors.push(decoded.error);
    else sources.push({ file: f.slice(prefix.length), text: decoded.text });
    at = end + 1;
  }
  return { label: `${rev} (${sha.slice(0, 10)})`, sources, errors };
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** A folder holding sites/ and rules/, or a git revision of the repository around `cwd`. */
export function readRevision(cwd: string, spec: string): Revision {
  const dir = resolve(cwd, spec);
  if (isDir(dir)) return { label: spec, ...readConfigSources(dir) };
  return readGitRevision(cwd, spec);
}
