import type { RulesManifest } from '../../generated/schema-types';
import { canonicalJson } from './canonical-json';
import { VOCABULARY_KINDS } from './vocabulary';

/** The bundle format this code writes and reads; a manifest of another format is refused. */
export const BUNDLE_FORMAT = 2;

/**
 * `manifest.json` of a published rule bundle: the type generated from schemas/rules-manifest.schema.json.
 * Two parts are signed (docs/rules-bundles.md, ADR 0214): the release — every member but
 * `signatures` and `timestamp` — by the compliance keys, and its freshness by a timestamp key.
 */
export type { RulesManifest };

/** One site's file in a published bundle: `<site>.<16 hex of sha256>.json`, immutable. */
export type ManifestSite = RulesManifest['sites'][string];

/** What the compliance keys sign: the manifest without its signatures and its freshness. */
export type Release = Omit<RulesManifest, 'signatures' | 'timestamp'>;
export type ReleaseSignature = RulesManifest['signatures'][number];
export type Timestamp = RulesManifest['timestamp'];

/** The release of a manifest: everything but `signatures` and `timestamp`. */
export function releaseOf(manifest: RulesManifest | Release): Release {
  const { signatures: _s, timestamp: _t, ...release } = manifest as RulesManifest;
  return release;
}

/** How a published manifest starts: its signatures and its freshness, then the release as signed. */
const head = (m: Pick<RulesManifest, 'signatures' | 'timestamp'>): string =>
  `{"signatures":${canonicalJson(m.signatures)},"timestamp":${canonicalJson(m.timestamp)},`;

/**
 * The bytes the release signatures cover: the release as canonical JSON, UTF-8. Given `text`, the
 * manifest's text as published (manifestText()), they are read from it — the members after the
 * signatures and timestamp, as the publisher wrote them — so a check need not write the manifest out
 * again (at 4× CPU slow-down that was a fifth of the browser's check, ADR 0214). Any other text, as
 * pretty-printed or reordered, is written out again as canonical JSON: both give the bytes the
 * publisher signed, or bytes no signature holds for.
 */
export function releaseBytes(manifest: RulesManifest | Release, text?: string): Uint8Array {
  return new TextEncoder().encode(releaseText(manifest, text));
}

/** releaseBytes() as text: the release's canonical JSON, read from `text` when it is as published. */
export function releaseText(manifest: RulesManifest | Release, text?: string): string {
  const m = manifest as Partial<RulesManifest>;
  if (text !== undefined && m.signatures && m.timestamp) {
    const h = head(m as RulesManifest);
    if (text.startsWith(h)) return `{${text.slice(h.length).trimEnd()}`;
  }
  return canonicalJson(releaseOf(manifest));
}

/**
 * What a timestamp signature covers: `{expiresAt, issuedAt, role: "timestamp", version}` as canonical
 * JSON, a new line, then the release's bytes. The release itself, not its hash: Ed25519 hashes the
 * message anyway, and the browser then checks the timestamp and the release signatures in one wait
 * on Web Crypto instead of hashing first (ADR 0214).
 */
export function timestampBytes(o: { version: number; issuedAt: string; expiresAt: string }, release: Uint8Array): Uint8Array {
  const { version, issuedAt, expiresAt } = o;
  const headBytes = new TextEncoder().encode(`${canonicalJson({ expiresAt, issuedAt, role: 'timestamp', version })}\n`);
  const out = new Uint8Array(headBytes.byteLength + release.byteLength);
  out.set(headBytes);
  out.set(release, headBytes.byteLength);
  return out;
}

/**
 * The text `meridian publish` writes for a signed manifest: the signatures and the timestamp first,
 * then the release as the signatures cover it (canonical JSON), and a new line. Any JSON reader reads
 * the same object; the browser's check takes the signed bytes straight from it (releaseBytes()).
 */
export function manifestText(manifest: RulesManifest): string {
  return `${head(manifest)}${canonicalJson(releaseOf(manifest)).slice(1)}\n`;
}

/** The file name of a site's bundle file: the site, then 16 hex of its SHA-256. */
export function siteFileName(site: string, sha256: string): string {
  return `${site}.${sha256.slice(0, 16)}.json`;
}

const HEX64 = /^[0-9a-f]{64}$/;
const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const SITE_KEY = /^[a-z][a-z0-9_]*$/;
const KNOWN_KEYS = ['signatures', 'timestamp', 'format', 'version', 'revision', 'createdAt', 'withdrawn', 'dirty', 'vocabulary', 'sites'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNameList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string' && s !== '') && new Set(v).size === v.length;
const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const extraKey = (value: Record<string, unknown>, known: readonly string[]): string | undefined =>
  Object.keys(value).find((k) => !known.includes(k));

/** The longest a timestamp may keep a release fresh: the replay window's ceiling, whatever `--expires-in` says. */
export const MAX_FRESH_MS = 30 * 86_400_000;
/**
 * The longest freshness meridian signs (`--expires-in`): a day under what a page takes, so a visitor
 * whose clock is up to a day slow still takes a release the moment it is signed (a page refuses one
 * fresh more than MAX_FRESH_MS ahead of its own clock: 'dated-ahead').
 */
export const MAX_EXPIRES_IN_MS = MAX_FRESH_MS - 86_400_000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;
const isLeapYear = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `value` is a date-time as the manifest schema has it (RFC 3339 with `T`, `Z` or `±hh:mm`, a
 * day of that month, no 24:00, no leap second: its `format` and `pattern`) and one Date.parse reads
 * as the instant its digits say. A freshness the browser cannot read is never taken for one.
 */
export function isDateTime(value: unknown): value is string {
  const m = typeof value === 'string' ? DATE_TIME.exec(value) : null;
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = m
    .slice(1)
    .map((x) => (x === undefined ? 0 : Number(x)));
  const days = month === 2 && isLeapYear(year!) ? 29 : DAYS[month! - 1];
  return (
    days !== undefined &&
    day! >= 1 &&
    day! <= days &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59 &&
    Number.isFinite(Date.parse(value as string))
  );
}

/** Why `value` is not a signature entry ({keyId, signature}, plus `more` fields), or null. */
function signatureProblem(value: unknown, where: string, more: readonly string[] = []): string | null {
  if (!isObject(value)) return `${where}: not an object`;
  const extra = extraKey(value, ['keyId', 'signature', ...more]);
  if (extra !== undefined) return `${where}.${extra}: not a signature field`;
  if (typeof value.keyId !== 'string' || !KEY_ID.test(value.keyId)) return `${where}.keyId: not 16 hex digits`;
  if (typeof value.signature !== 'string' || !SIGNATURE.test(value.signature)) return `${where}.signature: not a base64 Ed25519 signature`;
  return null;
}

/**
 * Why `value` is not a manifest this code can read, or null. The browser's check of the shape
 * schemas/rules-manifest.schema.json declares (no ajv in the browser; manifest.test.ts keeps the
 * two in step). Another `format` is reported before anything else.
 */
export function manifestProblem(value: unknown): string | null {
  if (!isObject(value)) return 'not a JSON object';
  if (typeof value.format !== 'number' || !Number.isInteger(value.format)) return 'format: not an integer';
  if (value.format > BUNDLE_FORMAT) return `format ${value.format} is newer than this build reads (${BUNDLE_FORMAT})`;
  if (value.format !== BUNDLE_FORMAT) return `format ${value.format} is not ${BUNDLE_FORMAT}`;
  const extra = extraKey(value, KNOWN_KEYS);
  if (extra !== undefined) return `${extra}: not a manifest field`;
  if (!Array.isArray(value.signatures) || value.signatures.length === 0) return 'signatures: not a non-empty list';
  for (const [i, s] of value.signatures.entries()) {
    const problem = signatureProblem(s, `signatures[${i}]`);
    if (problem) return problem;
  }
  const ts = value.timestamp;
  const tsProblem = signatureProblem(ts, 'timestamp', ['issuedAt', 'expiresAt']);
  if (tsProblem) return tsProblem;
  if (!isDateTime((ts as Record<string, unknown>).issuedAt)) return 'timestamp.issuedAt: not a date-time';
  if (!isDateTime((ts as Record<string, unknown>).expiresAt)) return 'timestamp.expiresAt: not a date-time';
  if (!isVersion(value.version)) return 'version: not a positive integer';
  if (typeof value.revision !== 'string' || value.revision === '') return 'revision: not a non-empty string';
  if (!isDateTime(value.createdAt)) return 'createdAt: not a date-time';
  const withdrawn = value.withdrawn;
  if (!Array.isArray(withdrawn) || !withdrawn.every(isVersion) || new Set(withdrawn).size !== withdrawn.length)
    return 'withdrawn: not a list of distinct versions';
  // Beyond the schema, across fields: a release withdraws only versions before it, and is fresh for a bounded time.
  const ahead = withdrawn.find((v) => v >= (value.version as number));
  if (ahead !== undefined) return `withdrawn: version ${value.version as number} withdraws ${ahead}, not a version before it`;
  const { issuedAt, expiresAt } = ts as { issuedAt: string; expiresAt: string };
  if (Date.parse(expiresAt) - Date.parse(issuedAt) > MAX_FRESH_MS)
    return `timestamp.expiresAt: more than ${MAX_FRESH_MS / 86_400_000} days after issuedAt`;
  if ('dirty' in value && value.dirty !== true) return 'dirty: not true';
  const voc = value.vocabulary;
  if (!isObject(voc) || typeof voc.hash !== 'string' || !HEX64.test(voc.hash)) return 'vocabulary.hash: not a SHA-256';
  for (const kind of VOCABULARY_KINDS) if (!isNameList(voc[kind])) return `vocabulary.${kind}: not a list of distinct names`;
  const vocExtra = extraKey(voc, ['hash', ...VOCABULARY_KINDS]);
  if (vocExtra !== undefined) return `vocabulary.${vocExtra}: not a vocabulary field`;
  if (!isObject(value.sites) || Object.keys(value.sites).length === 0) return 'sites: not a non-empty object';
  for (const [key, site] of Object.entries(value.sites)) {
    if (!SITE_KEY.test(key)) return `sites.${key}: not a site key`;
    if (!isObject(site)) return `sites.${key}: not an object`;
    const siteExtra = extraKey(site, ['file', 'sha256', 'size']);
    if (siteExtra !== undefined) return `sites.${key}.${siteExtra}: not a site field`;
    if (typeof site.sha256 !== 'string' || !HEX64.test(site.sha256)) return `sites.${key}.sha256: not a SHA-256`;
    if (site.file !== siteFileName(key, site.sha256)) return `sites.${key}.file: not ${siteFileName(key, site.sha256)}`;
    if (typeof site.size !== 'number' || !Number.isInteger(site.size) || site.size < 1) return `sites.${key}.size: not a positive integer`;
  }
  return null;
}
