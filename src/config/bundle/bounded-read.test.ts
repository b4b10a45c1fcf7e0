import { describe, expect, it } from 'vitest';
import { readBounded } from './bounded-read';

/** A body that never ends: 16 KB chunks for as long as anyone reads, counting what was pulled. */
function endless() {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 16_384;
      controller.enqueue(new Uint8Array(16_384));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, pulled: () => pulled, cancelled: () => cancelled };
}

describe('readBounded', () => {
  it('reads a body within the limit whole', async () => {
    const r = await readBounded(new Response('{"a":1}'), 100);
    expect(r.ok && new TextDecoder().decode(r.bytes)).toBe('{"a":1}');
  });

  it('reads a body of exactly the limit, and refuses one byte more', async () => {
    expect((await readBounded(new Response('x'.repeat(64)), 64)).ok).toBe(true);
    expect(await readBounded(new Response('x'.repeat(65)), 64)).toMatchObject({ ok: false, detail: expect.stringContaining('64 bytes') });
  });

  it('stops an endless body at the limit and cancels it', async () => {
    const e = endless();
    const r = await readBounded(new Response(e.body), 65_536);
    expect(r.ok).toBe(false);
    // At most a chunk or two past the limit (the stream's own read-ahead), never the whole.
    expect(e.pulled()).toBeLessThanOrEqual(65_536 + 3 * 16_384);
    expect(e.cancelled()).toBe(true);
  });

  it('refuses a declared length above the limit without reading it', async () => {
    const e = endless();
    const r = await readBounded(new Response(e.body, { headers: { 'content-length': '10000000' } }), 1000);
    expect(r).toMatchObject({ ok: false, detail: expect.stringContaining('declares 10000000 bytes') });
    expect(e.pulled()).toBeLessThanOrEqual(2 * 16_384);
  });
});
