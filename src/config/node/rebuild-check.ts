import { compile } from '../compile';
import type { Release } from '../bundle/manifest';
import { VOCABULARY_KINDS } from '../bundle/vocabulary';
import { HASH_PREFIX, readGitRevision, RevisionError } from './config-revision';
import { bundleContent } from './publish';

/** A revision `meridian publish` records: a commit's hex (12 of them), never a folder or a `+dirty` mark; read only as that commit's hash (resolveCommit). */
export const COMMIT_REVISION = HASH_PREFIX;

const short = (sha: string) => `${sha.slice(0, 16)}…`;

/**
 * How `release` differs from what `config` publishes (bundleContent()): each site's file by its
 * SHA-256 and size, sites on one side only, and the vocabulary, kind by kind. Empty when the release
 * is exactly what the configuration builds.
 */
export async function releaseDifferences(
  release: Pick<Release, 'sites' | 'vocabulary'>,
  config: Parameters<typeof bundleContent>[0],
  revision: string,
): Promise<string[]> {
  const built = await bundleContent(config);
  const out: string[] = [];
  for (const site of [...new Set([...Object.keys(release.sites), ...Object.keys(built.sites)])].sort()) {
    const said = release.sites[site];
    const made = built.sites[site];
    if (!made) out.push(`sites.${site}: in the release, but ${revision} has no such site`);
    else if (!said) out.push(`sites.${site}: ${revision} builds it, the release leaves it out`);
    else if (said.sha256 !== made.sha256 || said.size !== made.size)
      out.push(
        `sites.${site}: SHA-256 ${short(said.sha256)} (${said.size} B), but ${revision} builds ${short(made.sha256)} (${made.size} B)`,
      );
  }
  for (const kind of VOCABULARY_KINDS) {
    const said = new Set(release.vocabulary[kind]);
    const made = new Set(built.vocabulary[kind]);
    const more = [...said].filter((n) => !made.has(n));
    const less = [...made].filter((n) => !said.has(n));
    if (more.length || less.length)
      out.push(
        `vocabulary.${kind}: ${[...more.map((n) => `+${n}`), ...less.map((n) => `-${n}`)].slice(0, 6).join(', ')}${more.length + less.length > 6 ? ', …' : ''}`,
      );
  }
  if (!out.some((d) => d.startsWith('vocabulary.')) && release.vocabulary.hash !== built.vocabulary.hash)
    out.push(`vocabulary.hash: ${short(release.vocabulary.hash)}, but ${revision} builds ${short(built.vocabulary.hash)}`);
  return out;
}

/** Why a release cannot be checked against, or does not hold, what its revision builds in the repository at `cwd`; null when it is that build. */
export async function rebuildProblem(release: Release, cwd: string): Promise<string | null> {
  const { revision, version } = release;
  if (release.dirty || !COMMIT_REVISION.test(revision))
    return `version ${version} was published from ${revision}${release.dirty ? ' (a working tree with changes)' : ''}, which git cannot give back: there is nothing to check it against`;
  let read;
  try {
    read = readGitRevision(cwd, revision);
  } catch (e) {
    if (!(e instanceof RevisionError)) throw e;
    return `version ${version}'s revision ${revision} is not in this repository (${e.message}): \`git fetch origin ${revision}\`, then sign again`;
  }
  const compiled = compile(read.sources);
  if (!compiled.ok || read.errors.length) return `revision ${revision} does not compile, so version ${version} cannot be what it builds`;
  const differences = await releaseDifferences(release, compiled.config, revision);
  return differences.length ? `version ${version} is not what its revision ${revision} builds: ${differences.join('; ')}` : null;
}
