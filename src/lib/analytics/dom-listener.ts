/**
 * Delegated analytics listeners (spec compliance §7): elements opt in with data attributes and
 * components never call the collector themselves.
 *
 *   <a data-collect-event="header_nav_click" data-collect-params='{"module":"trade"}'>
 *   <div data-collect-event="promo_seen" data-collect-on="hover">      (hover only)
 *   <button data-collect-event="x" data-collect-on="click hover">      (both)
 *
 * `data-collect-on` defaults to `click`, so hovering a tracked link does not double its count.
 */
import type { CollectParams } from './collect';

export const HOVER_DEDUP_MS = 1000;
const SELECTOR = '[data-collect-event]';

export type CollectTrigger = 'click' | 'hover';

export interface CollectSink {
  track(name: string, params?: CollectParams): void;
}

export interface DomListenerOptions {
  root?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
  logger?: Pick<Console, 'warn'>;
  hoverDedupMs?: number;
}

function isRecord(value: unknown): value is CollectParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function targetElement(target: EventTarget | null): Element | null {
  // Text nodes can be event targets in some browsers; climb to their element.
  if (target instanceof Element) return target;
  if (target instanceof Node) return target.parentElement;
  return null;
}

function triggers(el: Element): Set<string> {
  const raw = el.getAttribute('data-collect-on');
  return new Set(raw ? raw.trim().toLowerCase().split(/\s+/) : ['click']);
}

/** Installs one click and one hover listener on the document; returns a function removing both. */
export function listenForCollectEvents(sink: CollectSink, options: DomListenerOptions = {}): () => void {
  const root = options.root ?? document;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const dedupMs = options.hoverDedupMs ?? HOVER_DEDUP_MS;
  const lastHover = new WeakMap<Element, number>();
  let warned = false;

  function readParams(el: Element, name: string): CollectParams {
    const raw = el.getAttribute('data-collect-params');
    if (raw === null || raw.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed)) return parsed;
    } catch {
      // reported below
    }
    if (!warned) {
      warned = true;
      logger.warn(`[analytics] data-collect-params of "${name}" is not a JSON object; sending {}`, raw);
    }
    return {};
  }

  function emit(el: Element, trigger: CollectTrigger): void {
    const name = el.getAttribute('data-collect-event')?.trim();
    if (!name || !triggers(el).has(trigger)) return;
    sink.track(name, { ...readParams(el, name), trigger });
  }

  const onClick = (event: Event): void => {
    const el = targetElement(event.target)?.closest(SELECTOR);
    if (el) emit(el, 'click');
  };

  // pointerenter does not bubble, so it cannot be delegated; mouseover can, and checking
  // relatedTarget gives enter-only semantics (moving between children is not a new hover).
  const onOver = (event: Event): void => {
    const el = targetElement(event.target)?.closest(SELECTOR);
    if (!el || !triggers(el).has('hover')) return;
    const from = (event as MouseEvent).relatedTarget;
    if (from instanceof Node && el.contains(from)) return;
    const t = now();
    const last = lastHover.get(el);
    if (last !== undefined && t - last < dedupMs) return;
    lastHover.set(el, t);
    emit(el, 'hover');
  };

  // Capture phase: a component calling stopPropagation() must not silence analytics.
  root.addEventListener('click', onClick, true);
  root.addEventListener('mouseover', onOver, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('mouseover', onOver, true);
  };
}
