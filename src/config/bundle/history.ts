import { manifestProblem, type RulesManifest } from './manifest';

/** One published version as `meridian history` and the preview's Rules menu list it. */
export interface HistoryEntry {
  version: number;
  /** When it was published, its git revision, its signers' key ids, its expiry: null when its file is unreadable. */
  createdAt: string | null;
  revision: string | null;
  signers: string[];
  expiresAt: string | null;
  dirty: boolean;
  withdrawn: boolean;
  /** The first later version whose release names it withdrawn (the rollback that did). */
  withdrawnBy: number | null;
  /** The version manifest.json names: the one pages get now. */
  current: boolean;
  /** Why `versions/<n>.json` could not be read, or null. */
  problem: string | null;
}

export interface History {
  /** The version manifest.json names. */
  current: number;
  /** Every version from 1 to `current`, oldest first. */
  entries: HistoryEntry[];
}

/** A manifest that cannot be read at all: missing, not JSON, unsigned, another format. */
export class HistoryError extends Error {}

/**
 * Reads a file of the published folder by its name relative to manifest.json (`manifest.json`,
 * `versions/7.json`): its text, or null when it is not there. The Node reader reads files or URLs,
 * the preview fetches; nothing here does I/O itself.
 */
export type ReadPublishedText = (name: string) => Promise<string | null>;

/** Why a parsed value is not a readable manifest, unsigned ones said plainly, or null. */
function problemOf(value: unknown): string | null {
  const problem = manifestProblem(value);
  if (problem === 'signatures: not a non-empty list') return 'not signed (no release signature)';
  return problem;
}

/** `text` as a manifest, or a HistoryError naming `name` and what is wrong. */
export function parseManifest(name: string, text: string): RulesManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new HistoryError(`${name}: not JSON (${(e as Error).message})`);
  }
  const problem = problemOf(value);
  if (problem) throw new HistoryError(`${name}: ${problem}`);
  return value as RulesManifest;
}

/**
 * The most versions a history lists. The current manifest's version sets how many files are read,
 * and a history reads manifests as they are (unsigned ones too): a version of a million, or 2^32,
 * would be a million reads or a RangeError. A series published once an hour for a year has 8 760.
 */
export const MAX_HISTORY_VERSIONS = 20_000;
/** How many version files are read at once. */
const PARALLEL_READS = 16;

/** The file of version `n` beside manifest.json. */
export const versionFile = (n: number): string => `versions/${n}.json`;

/**
 * The history of a published series from its current manifest and each version's manifest (a
 * string where one could not be read: the reason). Pure: the same for the CLI and the preview.
 */
export function historyOf(current: RulesManifest, versions: ReadonlyMap<number, RulesManifest | string>): History {
  const withdrawnBy = new Map<number, number>();
  const releases = [...versions.values()].filter((m): m is RulesManifest => typeof m !== 'string');
  for (const m of [...releases, current].sort((a, b) => a.version - b.version))
    for (const w of m.withdrawn) if (!withdrawnBy.has(w) && w < m.version) withdrawnBy.set(w, m.version);
  const entries: HistoryEntry[] = [];
  for (let version = 1; version <= current.version; version++) {
    const found = version === current.version ? current : versions.get(version);
    const m = typeof found === 'object' ? found : null;
    entries.push({
      version,
      createdAt: m?.createdAt ?? null,
      revision: m?.revision ?? null,
      signers: m ? [...new Set(m.signatures.map((s) => s.keyId))] : [],
      expiresAt: m?.timestamp.expiresAt ?? null,
      dirty: m?.dirty === true,
      withdrawn: current.withdrawn.includes(version) || withdrawnBy.has(version),
      withdrawnBy: withdrawnBy.get(version) ?? null,
      current: version === current.version,
      problem: m ? null : typeof found === 'string' ? found : `${versionFile(version)}: not there`,
    });
  }
  return { current: current.version, entries };
}

/**
 * Every published version beside a manifest: manifest.json, then versions/1.json … versions/<n>.json.
 * Throws a HistoryError when manifest.json is missing or not a signed manifest (nothing published,
 * or not a rule bundle); a version file that is missing or wrong is listed with its problem.
 */
export async function readHistory(read: ReadPublishedText, manifestName = 'manifest.json'): Promise<History> {
  let text: string | null;
  try {
    text = await read(manifestName);
  } catch (e) {
    throw new HistoryError(`${manifestName}: cannot read (${(e as Error).message})`);
  }
  if (text === null) throw new HistoryError(`${manifestName}: not there (nothing published yet?)`);
  const current = parseManifest(manifestName, text);
  if (current.version > MAX_HISTORY_VERSIONS)
    throw new HistoryError(
      `${manifestName}: names version ${current.version}, more than the ${MAX_HISTORY_VERSIONS} versions a history reads (not a series meridian published, or a manifest changed by someone else)`,
    );
  const versions = new Map<number, RulesManifest | string>();
  const numbers = Array.from({ length: current.version - 1 }, (_, i) => i + 1);
  for (let at = 0; at < numbers.length; at += PARALLEL_READS) await readVersions(read, numbers.slice(at, at + PARALLEL_READS), versions);
  return historyOf(current, versions);
}

/** Reads versions/<n>.json for each of `numbers` side by side into `versions`: its manifest, or why not. */
async function readVersions(read: ReadPublishedText, numbers: number[], versions: Map<number, RulesManifest | string>): Promise<void> {
  await Promise.all(
    numbers.map(async (n) => {
      const name = versionFile(n);
      try {
        const t = await read(name);
        const m = t === null ? `${name}: not there` : parseManifest(name, t);
        versions.set(n, typeof m === 'string' || m.version === n ? m : `${name}: holds version ${m.version}`);
      } catch (e) {
        versions.set(n, e instanceof HistoryError ? e.message : `${name}: cannot read (${(e as Error).message})`);
      }
    }),
  );
}

/** What `meridian rollback <n>` publishes: version n's revision, withdrawing the versions after it; or why not. */
export type RollbackPlan = { ok: true; revision: string; withdraw: number[] } | { ok: false; reason: string };

/**
 * A rollback to version `n`: its sources (the git revision its manifest records) as a new version,
 * which withdraws every version after `n` not withdrawn yet. Refused for a version never published,
 * the current one, a withdrawn one (withdrawn rules come back only by `publish --from <revision>`,
 * on purpose) and one whose sources git cannot give back.
 */
export function rollbackPlan(history: History, n: number): RollbackPlan {
  const entry = history.entries.find((e) => e.version === n);
  const range = history.current === 1 ? 'only version 1' : `versions 1–${history.current}`;
  if (!entry) return { ok: false, reason: `version ${n} was never published here (${range})` };
  if (entry.current) return { ok: false, reason: `version ${n} is the current version: there is nothing after it to roll back` };
  if (entry.problem || entry.revision === null) return { ok: false, reason: `version ${n} cannot be read (${entry.problem})` };
  if (entry.withdrawn)
    return {
      ok: false,
      reason: `version ${n} was withdrawn${entry.withdrawnBy ? ` by version ${entry.withdrawnBy}` : ''}; roll back to a version that was not, or publish its revision ${entry.revision} deliberately with \`publish --from\``,
    };
  if (entry.dirty || /\+dirty$|^unknown$/.test(entry.revision))
    return { ok: false, reason: `version ${n} was published from ${entry.revision}, which git cannot give back` };
  const withdraw = history.entries.filter((e) => e.version > n && !e.withdrawn).map((e) => e.version);
  return { ok: true, revision: entry.revision, withdraw };
}
