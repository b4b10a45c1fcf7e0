// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForCollectEvents } from './dom-listener';

let dispose: (() => void) | undefined;
afterEach(() => {
  dispose?.();
  dispose = undefined;
  document.body.innerHTML = '';
});

function setup(html: string) {
  document.body.innerHTML = html;
  const sink = { track: vi.fn() };
  const logger = { warn: vi.fn() };
  let t = 0;
  const clock = { advance: (ms: number) => (t += ms) };
  dispose = listenForCollectEvents(sink, { logger, now: () => t });
  const el = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return { sink, logger, clock, el };
}

const hover = (target: Element, from: Element | null = document.body) =>
  target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: from }));

describe('listenForCollectEvents clicks', () => {
  it('reports the closest tracked element with its params', () => {
    const { sink, el } = setup(
      `<a id="a" data-collect-event="header_nav_click" data-collect-params='{"module":"trade","item":"spot"}'><span id="in">Spot</span></a>`,
    );
    el('#in').click();
    expect(sink.track).toHaveBeenCalledExactlyOnceWith('header_nav_click', { module: 'trade', item: 'spot', trigger: 'click' });
  });

  it('ignores clicks outside tracked elements and empty event names', () => {
    const { sink, el } = setup(`<button id="plain">x</button><button id="blank" data-collect-event=" ">y</button>`);
    el('#plain').click();
    el('#blank').click();
    expect(sink.track).not.toHaveBeenCalled();
  });

  it('still sees clicks whose propagation a component stopped', () => {
    const { sink, el } = setup(`<button id="b" data-collect-event="buy">Buy</button>`);
    el('#b').addEventListener('click', (e) => e.stopPropagation());
    el('#b').click();
    expect(sink.track).toHaveBeenCalledTimes(1);
  });

  it('sends {} for malformed or non-object params and warns only once', () => {
    const { sink, logger, el } = setup(
      `<button id="bad" data-collect-event="a" data-collect-params="{module:">x</button>
       <button id="arr" data-collect-event="b" data-collect-params="[1,2]">y</button>`,
    );
    el('#bad').click();
    el('#arr').click();
    el('#bad').click();
    expect(sink.track.mock.calls).toEqual([
      ['a', { trigger: 'click' }],
      ['b', { trigger: 'click' }],
      ['a', { trigger: 'click' }],
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]?.[0])).toContain('"a"');
  });

  it('does not count a click on a hover-only element', () => {
    const { sink, el } = setup(`<div id="d" data-collect-event="promo" data-collect-on="hover">x</div>`);
    el('#d').click();
    expect(sink.track).not.toHaveBeenCalled();
  });
});

describe('listenForCollectEvents hover', () => {
  const html = `<div id="card" data-collect-event="promo_seen" data-collect-on="hover" data-collect-params='{"slot":1}'>
      <span id="child">c</span></div><a id="link" data-collect-event="nav">n</a>
      <a id="both" data-collect-event="menu" data-collect-on="click hover">m</a><p id="out">o</p>`;

  it('reports entering a hover-tracked element', () => {
    const { sink, el } = setup(html);
    hover(el('#child'), el('#out'));
    expect(sink.track).toHaveBeenCalledExactlyOnceWith('promo_seen', { slot: 1, trigger: 'hover' });
  });

  it('ignores moves between children of the same element', () => {
    const { sink, el } = setup(html);
    hover(el('#card'), el('#out'));
    hover(el('#child'), el('#card'));
    hover(el('#card'), el('#child'));
    expect(sink.track).toHaveBeenCalledTimes(1);
  });

  it('de-duplicates re-entries of one element within 1 s', () => {
    const { sink, el, clock } = setup(html);
    hover(el('#card'));
    clock.advance(999);
    hover(el('#card'));
    expect(sink.track).toHaveBeenCalledTimes(1);
    clock.advance(1);
    hover(el('#card'));
    expect(sink.track).toHaveBeenCalledTimes(2);
  });

  it('counts hovers only on elements that opt in with data-collect-on', () => {
    const { sink, el } = setup(html);
    hover(el('#link'));
    hover(el('#both'));
    el('#both').click();
    expect(sink.track.mock.calls).toEqual([
      ['menu', { trigger: 'hover' }],
      ['menu', { trigger: 'click' }],
    ]);
  });
});

describe('listenForCollectEvents dispose', () => {
  it('removes both listeners', () => {
    const { sink, el } = setup(`<div id="d" data-collect-event="x" data-collect-on="click hover">x</div>`);
    dispose?.();
    dispose = undefined;
    el('#d').click();
    hover(el('#d'));
    expect(sink.track).not.toHaveBeenCalled();
  });

  it('removes exactly the listeners it added', () => {
    const root = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const off = listenForCollectEvents({ track: vi.fn() }, { root });
    expect(root.addEventListener.mock.calls.map((c) => c[0])).toEqual(['click', 'mouseover']);
    off();
    expect(root.removeEventListener.mock.calls).toEqual(root.addEventListener.mock.calls);
  });
});
