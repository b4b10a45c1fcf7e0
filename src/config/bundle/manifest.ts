import type { RulesManifest } from '../../generated/schema-types';
import { canonicalJson } from './canonical-json';
import { VOCABULARY_KINDS } from './vocabulary';

/** The bundle format this code writes and reads; a manifest of a newer format is refused. */
export const BUNDLE_FORMAT = 1;

/**
 * `manifest.json` of a published rule bundle: the type generated from schemas/rules-manifest.schema.json.
 * Everything but `signature` is signed, as canonical JSON (canonical-json.ts).
 */
export type { RulesManifest };

/** One site's file in a published bundle: `<site>.<16 hex of sha256>.json`, immutable. */
export type ManifestSite = RulesManifest['sites'][string];

export type UnsignedManifest = Omit<RulesManifest, 'signature'>;

/** How a published manifest starts: its signature first, so the members after it are the signed bytes as they are. */
const SIGNATURE_FIRST = '{"signature":"';

/**
 * The bytes the signature covers: the manifest without `signature`, as canonical JSON, UTF-8.
 * Given `text`, the manifest's text as published (manifestText()), they are read from it: the
 * members after the signature, as the publisher wrote them, so a check need not write the manifest
 * out again (at 4× CPU slow-down that was a fifth of the browser's check). Any other text, as
 * pretty-printed or reordered, is written out again as canonical JSON: both give the bytes the
 * publisher signed, or bytes the signature does not hold for.
 */
export function signedBytes(manifest: UnsignedManifest | RulesManifest, text?: string): Uint8Array {
  const signature = (manifest as Partial<RulesManifest>).signature;
  const head = `${SIGNATURE_FIRST}${signature}",`;
  if (text !== undefined && signature !== undefined && text.startsWith(head))
    return new TextEncoder().encode(`{${text.slice(head.length).trimEnd()}`);
  const { signature: _signature, ...rest } = manifest as RulesManifest;
  return new TextEncoder().encode(canonicalJson(rest));
}

/**
 * The text `meridian publish` writes for a signed manifest: `signature` first, then the other members
 * as the signature covers them (canonical JSON), and a new line. Any JSON reader reads the same object;
 * the browser's check takes the signed bytes straight from it (signedBytes()).
 */
export function manifestText(manifest: RulesManifest): string {
  const { signature, ...rest } = manifest;
  return `${SIGNATURE_FIRST}${signature}",${canonicalJson(rest).slice(1)}\n`;
}

/** The file name of a site's bundle file: the site, then 16 hex of its SHA-256. */
export function siteFileName(site: string, sha256: string): string {
  return `${site}.${sha256.slice(0, 16)}.json`;
}

const HEX64 = /^[0-9a-f]{64}$/;
const SIGNATURE = /^[A-Za-z0-9+/]{86}==$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SITE_KEY = /^[a-z][a-z0-9_]*$/;
const KNOWN_KEYS = ['format', 'version', 'revision', 'createdAt', 'keyId', 'vocabulary', 'sites', 'signature'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNameList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string' && s !== '') && new Set(v).size === v.length;
const extraKey = (value: Record<string, unknown>, known: readonly string[]): string | undefined =>
  Object.keys(value).find((k) => !known.includes(k));

/**
 * Why `value` is not a manifest this code can read, or null. The browser's check of the shape
 * schemas/rules-manifest.schema.json declares (no ajv in the browser; manifest.test.ts keeps the
 * two in step). A newer `format` is reported before anything else.
 */
export function manifestProblem(value: unknown): string | null {
  if (!isObject(value)) return 'not a JSON object';
  const extra = extraKey(value, KNOWN_KEYS);
  if (typeof value.format !== 'number' || !Number.isInteger(value.format)) return 'format: not an integer';
  if (value.format > BUNDLE_FORMAT) return `format ${value.format} is newer than this build reads (${BUNDLE_FORMAT})`;
  if (value.format !== BUNDLE_FORMAT) return `format ${value.format} is not ${BUNDLE_FORMAT}`;
  if (extra !== undefined) return `${extra}: not a manifest field`;
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1) return 'version: not a positive integer';
  if (typeof value.revision !== 'string' || value.revision === '') return 'revision: not a non-empty string';
  if (typeof value.createdAt !== 'string' || !DATE_TIME.test(value.createdAt)) return 'createdAt: not a date-time';
  if (typeof value.signature !== 'string' || !SIGNATURE.test(value.signature)) return 'signature: not a base64 Ed25519 signature';
  if (typeof value.keyId !== 'string' || !/^[0-9a-f]{16}$/.test(value.keyId)) return 'keyId: not 16 hex digits';
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
