// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCollector, type CollectPayload } from './collect';
import { listenForCollectEvents } from './dom-listener';
import { createEarlyQueue } from './early-queue';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createEarlyQueue', () => {
  it('keeps events raised before the collector and sends them first, in order, with their time and path', () => {
    let t = 100;
    let where = '/';
    const queue = createEarlyQueue(
      () => t,
      () => where,
    );
    queue.track('a', { n: 1 });
    t = 200;
    where = '/price';
    queue.track('b');
    expect(queue.size()).toBe(2);

    const target = { track: vi.fn() };
    queue.attach(target);
    expect(queue.size()).toBe(0);
    t = 300;
    queue.track('c', { n: 3 });
    expect(target.track.mock.calls).toEqual([
      ['a', { n: 1 }, { ts: 100, path: '/' }],
      ['b', {}, { ts: 200, path: '/price' }],
      ['c', { n: 3 }, { ts: 300, path: '/price' }],
    ]);
  });

  it('loses no click made before the collector loaded: the DOM listener, the queue and the collector send them in order', async () => {
    document.body.innerHTML = `<a id="one" data-collect-event="header_nav_click" data-collect-params='{"module":"trade"}'>Trade</a>
      <button id="two" data-collect-event="footer_link_click">About</button>`;
    let t = 1_000;
    const queue = createEarlyQueue(
      () => t++,
      () => '/',
    );
    const stop = listenForCollectEvents(queue);
    document.getElementById('one')!.click();
    document.getElementById('two')!.click();
    document.getElementById('one')!.click();

    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({ ok: true, status: 204 }));
    const collector = createCollector({
      site: 'mrd-main',
      fingerprint: () => 'fp-1',
      fetch,
      sendBeacon: null,
      now: () => 9_999,
      path: () => '/later',
      lifecycle: null,
    });
    queue.attach(collector);
    document.getElementById('two')!.click();
    await collector.flush();
    stop();

    const body = fetch.mock.calls[0]?.[1].body;
    if (typeof body !== 'string') throw new Error('no text body sent');
    const sent = (JSON.parse(body) as CollectPayload).events;
    expect(sent.map((e) => [e.name, e.ts, e.path])).toEqual([
      ['header_nav_click', 1_000, '/'],
      ['footer_link_click', 1_001, '/'],
      ['header_nav_click', 1_002, '/'],
      ['footer_link_click', 1_003, '/'],
    ]);
    expect(sent[0]).toMatchObject({ site: 'mrd-main', fingerprint: 'fp-1', params: { module: 'trade', trigger: 'click' } });
  });
});
