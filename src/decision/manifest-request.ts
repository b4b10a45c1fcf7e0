/**
 * The cheap half of a rule-bundle check (docs/rules-bundles.md): one conditional request for the
 * manifest. Most answers end here — 304 (unchanged), 204 (nothing published), or a manifest whose
 * version is not above the one in use — so the verifying code (rules-sync.ts, Web Crypto) loads only
 * when a newer version may be there.
 */
import { MANIFEST_LIMIT_BYTES } from '../config/bundle/bundle-files';
import { readBounded } from '../config/bundle/bounded-read';
import type { SyncOutcome } from './rules-sync';

export type Asked =
  | { kind: 'unchanged'; etag: string | null }
  | { kind: 'failed'; detail: string }
  | { kind: 'manifest'; text: string; etag: string | null };

export interface AskOptions {
  fetch: typeof fetch;
  baseUrl: string;
  etag: string | null;
  timeoutMs: number;
  /** Only a manifest above this version, or a later freshness of it, is handed on to be verified. */
  versionInUse: number;
  /** When the manifest in use expires: the same version expiring no later is not worth verifying. */
  expiresAtInUse?: string | null;
}

export async function askManifest(o: AskOptions): Promise<Asked> {
  let response: Response;
  try {
    response = await o.fetch(`${o.baseUrl}manifest.json`, {
      headers: o.etag ? { 'if-none-match': o.etag } : {},
      signal: AbortSignal.timeout(o.timeoutMs),
      cache: 'no-cache',
    });
  } catch (e) {
    const name = (e as Error).name;
    return {
      kind: 'failed',
      detail: name === 'TimeoutError' ? `manifest: no answer in ${o.timeoutMs} ms` : `manifest: ${(e as Error).message}`,
    };
  }
  // 304: the manifest did not change; 204: nothing is published (the embedded backend's answer).
  if (response.status === 304 || response.status === 204) return { kind: 'unchanged', etag: o.etag };
  if (!response.ok) return { kind: 'failed', detail: `manifest: HTTP ${response.status}` };
  let text: string;
  try {
    const read = await readBounded(response, MANIFEST_LIMIT_BYTES);
    if (!read.ok) return { kind: 'failed', detail: `manifest: ${read.detail}` };
    text = new TextDecoder().decode(read.bytes);
  } catch (e) {
    return { kind: 'failed', detail: `manifest: ${(e as Error).message}` };
  }
  const etag = response.headers.get('etag');
  // A version below the one in use is never applied, whatever else it says, nor the same version
  // without a later expiry (a refresh): no need to verify either.
  const peek = peekManifest(text);
  if (peek.version !== null && peek.version < o.versionInUse) return { kind: 'unchanged', etag };
  if (peek.version !== null && peek.version === o.versionInUse && !laterThan(peek.expiresAt, o.expiresAtInUse))
    return { kind: 'unchanged', etag };
  return { kind: 'manifest', text, etag };
}

/**
 * One check: ask, and hand a newer manifest to `offer` (rules-sync.ts's, loaded only then). The ETag
 * to send next time moves only with an answer that was applied or needed nothing: a refused one is
 * asked for again, and refused again.
 */
export async function checkOnce(
  o: AskOptions & { offer: (text: string) => Promise<SyncOutcome> },
): Promise<{ outcome: SyncOutcome; etag: string | null }> {
  const asked = await askManifest(o);
  if (asked.kind === 'unchanged') return { outcome: { kind: 'unchanged' }, etag: asked.etag };
  if (asked.kind === 'failed') return { outcome: asked, etag: o.etag };
  const outcome = await o.offer(asked.text);
  const settled = outcome.kind === 'applied' || outcome.kind === 'refreshed' || outcome.kind === 'unchanged';
  return { outcome, etag: settled ? asked.etag : o.etag };
}

function peekManifest(text: string): { version: number | null; expiresAt: string | null } {
  try {
    const m = JSON.parse(text) as { version?: unknown; timestamp?: { expiresAt?: unknown } } | null;
    const v = m?.version;
    const e = m?.timestamp?.expiresAt;
    return { version: typeof v === 'number' && Number.isInteger(v) ? v : null, expiresAt: typeof e === 'string' ? e : null };
  } catch {
    return { version: null, expiresAt: null };
  }
}

/** Whether `a` is a later time than `b` (a missing `b`: the built-in rules, which never expire, are not refreshed). */
const laterThan = (a: string | null, b: string | null | undefined): boolean => a !== null && !!b && Date.parse(a) > Date.parse(b);
