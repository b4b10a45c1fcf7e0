/**
 * Reads a response body as a stream and stops at `limit` bytes: a host that answers with an endless
 * or oversized body costs at most `limit` bytes of memory, before any signature is checked
 * (docs/rules-bundles.md, threat model). A declared Content-Length above the limit is refused
 * without reading.
 */
export type Bounded = { ok: true; bytes: Uint8Array } | { ok: false; detail: string };

/** What readBounded reads of a fetch Response (browsers and Node alike; the pure layers have no DOM types). */
export interface ReadableBody {
  headers: { get(name: string): string | null };
  body: {
    getReader(): { read(): Promise<{ done: true; value?: Uint8Array } | { done: false; value: Uint8Array }>; cancel(): Promise<void> };
    cancel(): Promise<void>;
  } | null;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export async function readBounded(response: ReadableBody, limit: number): Promise<Bounded> {
  const tooLarge = (what: string): Bounded => ({ ok: false, detail: `${what}, over the limit of ${limit} bytes` });
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return tooLarge(`declares ${declared} bytes`);
  }
  if (!response.body) return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(`more than ${limit} bytes`);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return { ok: true, bytes: chunks[0]! };
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
