import { runInNewContext } from 'node:vm';
// @ts-expect-error -- json-rules-engine's own dependency, untyped
import realClone from 'clone';
import { Rule } from 'json-rules-engine';
import { personas } from 'virtual:meridian/personas';
import { describe, expect, it } from 'vitest';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import { createDecider } from '../src/engine/decide';
import { engineRule } from '../src/engine/rule-outcomes';
import { scenarioMatrix } from '../src/analysis/scenario-matrix';
import { DIRECTORY_FIELDS, splitBySite, withSiteRules } from '../src/config/bundle/site-split';
import { browserConfig } from '../src/config/bundle/browser-config';
import { meridianConfig, sitePreloadScript } from './vite-config-plugin';
// @ts-expect-error -- plain JS stub, typed by use
import EventEmitter2Stub from './browser-stubs/eventemitter2.js';
// @ts-expect-error -- plain JS stub, typed by use
import hashStub from './browser-stubs/hash-it.js';
// @ts-expect-error -- plain JS stub, typed by use
import cloneStub from './browser-stubs/clone.js';

const root = new URL('..', import.meta.url).pathname;
const config = browserConfig(compileOrThrow(readSources(root)));

describe('browser config', () => {
  it('has no descriptions and decides exactly as the compiled config', async () => {
    const compiled = compileOrThrow(readSources(root));
    expect(JSON.stringify(config)).not.toMatch(/"description":"[^"]/);
    expect(Object.values(config.rules).some((r) => 'source' in r)).toBe(false);
    const whole = createDecider(compiled);
    const browser = createDecider(config);
    for (const key of Object.keys(compiled.sites))
      for (const { facts } of scenarioMatrix({ sites: [key], personas, paths: ['/'] })
        .filter((_, i) => i % 25 === 0)
        .slice(0, 10)) {
        const [a, b] = [await whole.decide(facts), await browser.decide(facts)];
        // The trace names each rule's file, line and spec source; the browser config has none (docs/contract.md, the Decision's trace).
        const noPlace = (d: typeof a) => ({
          ...d,
          trace: d.trace.map((t) => ({ ...t, file: undefined, line: undefined, source: undefined })),
        });
        expect(b.trace.some((t) => 'source' in t)).toBe(false);
        expect(noPlace(b)).toEqual(noPlace(a));
      }
  }, 60_000);
});

describe('per-site config split', () => {
  const { shared, sites } = splitBySite(config);

  it('ships every site without rules, and each site its own rules', () => {
    expect(Object.keys(shared.sites).sort()).toEqual(Object.keys(config.sites).sort());
    for (const [key, site] of Object.entries(shared.sites)) {
      // A directory entry; the visitor's own site comes back whole with its rules.
      expect(Object.keys(site).sort()).toEqual([...DIRECTORY_FIELDS, 'excluded', 'rules'].sort());
      expect(withSiteRules(shared, key, sites[key]!).sites[key]).toEqual(config.sites[key]);
      expect(site.rules).toEqual([]);
      expect(sites[key]!.rules).toEqual(config.sites[key]!.rules);
      expect(sites[key]!.rules.length).toBeGreaterThan(0);
      // The declarations of the rules it runs, no more: a rule folded away for the site never fires there.
      expect(Object.keys(sites[key]!.decls).sort()).toEqual(sites[key]!.rules.map((r) => r.id).sort());
      for (const id of Object.keys(sites[key]!.decls)) expect(sites[key]!.decls[id]).toBe(config.rules[id]);
    }
    expect(shared.rules).toEqual({});
    // The shared part really is smaller than the whole: the rules are most of a site.
    expect(JSON.stringify(shared).length).toBeLessThan(JSON.stringify(config).length / 2);
  });

  it('decides exactly as the whole config once the site rules are put back', async () => {
    for (const key of Object.keys(config.sites)) {
      const whole = createDecider(config);
      const split = createDecider(withSiteRules(shared, key, sites[key]!));
      for (const { facts } of scenarioMatrix({ sites: [key], personas, paths: ['/'] })
        .filter((_, i) => i % 25 === 0)
        .slice(0, 20)) {
        expect(await split.decide(facts)).toEqual(await whole.decide(facts));
      }
    }
  }, 60_000);
});

describe('site preload script', () => {
  const files = { main: '/assets/main-a.js', tr: '/assets/tr-b.js' };
  const run = (opts: { search?: string; cookie?: string; host?: string; demo?: boolean }) => {
    const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const document = {
      cookie: opts.cookie ?? '',
      head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    };
    runInNewContext(sitePreloadScript(files, config, opts.demo ?? true), {
      document,
      location: { search: opts.search ?? '', hostname: opts.host ?? 'localhost' },
      URLSearchParams,
    });
    return links.map((l) => [l.rel, l.href, l.crossOrigin]);
  };

  it('preloads the site ?site= names, by key or id, before the cookie', () => {
    const trId = Object.entries(config.siteIdToKey).find(([, k]) => k === 'tr')![0];
    expect(run({ search: '?site=tr', cookie: 'meridian_site=main' })).toEqual([['modulepreload', '/assets/tr-b.js', '']]);
    expect(run({ search: `?site=${trId}` })).toEqual([['modulepreload', '/assets/tr-b.js', '']]);
  });

  it('falls back to the cookie, then the host, then main', () => {
    expect(run({ cookie: 'a=1; meridian_site=tr' })).toEqual([['modulepreload', '/assets/tr-b.js', '']]);
    expect(run({ host: config.sites.tr!.hosts[0] })).toEqual([['modulepreload', '/assets/tr-b.js', '']]);
    expect(run({ search: '?site=nowhere' })).toEqual([['modulepreload', '/assets/main-a.js', '']]);
  });

  it('goes by the host alone in a production build', () => {
    expect(run({ search: '?site=tr', cookie: 'meridian_site=tr', demo: false })).toEqual([['modulepreload', '/assets/main-a.js', '']]);
    expect(run({ host: config.sites.tr!.hosts[0], demo: false })).toEqual([['modulepreload', '/assets/tr-b.js', '']]);
  });
});

describe('browser stub of eventemitter2 (json-rules-engine in the site build)', () => {
  it('works as an ES5 base class and delivers on/emit/emitAsync as json-rules-engine uses them', async () => {
    // json-rules-engine's Babel output calls its base class with `.call(this)`: an ES class would throw.
    const self = {} as { on: (e: string, l: (x: unknown) => unknown) => unknown };
    expect(() => EventEmitter2Stub.call(self)).not.toThrow();
    const e = new EventEmitter2Stub();
    const seen: unknown[] = [];
    e.on('success', (x: unknown) => seen.push(x));
    expect(e.emit('success', 1)).toBe(true);
    expect(await e.emitAsync('success', 2)).toEqual([2]);
    expect(e.emit('failure')).toBe(false);
    expect(await e.emitAsync('failure')).toEqual([]);
    expect(seen).toEqual([1, 2]);
  });
});

describe('hash-it stub', () => {
  it('keys equal { params, id } alike and different ones apart', () => {
    const key = (v: unknown): string => hashStub(v);
    expect(key({ params: {}, id: 'user' })).toBe(key({ params: {}, id: 'user' }));
    expect(key({ params: {}, id: 'user' })).not.toBe(key({ params: {}, id: 'site' }));
    expect(key({ params: { a: 1 }, id: 'user' })).not.toBe(key({ params: { a: 2 }, id: 'user' }));
  });
});

describe('clone stub', () => {
  /** Every node of `a` and `b` side by side: same prototype, distinct objects. */
  function sameShape(a: unknown, b: unknown, at = '$'): void {
    if (a === null || typeof a !== 'object') {
      expect(b, at).toBe(a);
      return;
    }
    expect(b, at).not.toBe(a);
    expect(Object.getPrototypeOf(b), at).toBe(Object.getPrototypeOf(a));
    expect(Object.keys(b as object), at).toEqual(Object.keys(a));
    for (const k of Object.keys(a)) sameShape((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`);
  }

  it("copies every rule's Condition tree as clone does: equal values, same classes, nothing shared", () => {
    const copy = (v: unknown): unknown => cloneStub(v);
    const rules = Object.values(config.sites).flatMap((site) => site.rules);
    expect(rules.length).toBeGreaterThan(100);
    for (const r of rules) {
      const { conditions } = new Rule(engineRule(r)) as unknown as { conditions: object };
      const mine = copy(conditions);
      expect(mine).toEqual(realClone(conditions));
      sameShape(conditions, mine);
      sameShape(realClone(conditions), mine);
    }
    expect(copy({ type: 'meridian', params: { rule: 'x' } })).toEqual({ type: 'meridian', params: { rule: 'x' } });
    for (const v of [1, 'rule-id', null, undefined, true]) expect(copy(v)).toBe(v);
  });
});

describe('a YAML edit under npm start', () => {
  function edit(file: string) {
    const plugin = meridianConfig(process.cwd());
    const ids = ['\0virtual:meridian/config', '\0virtual:meridian/site-rules/main', '\0virtual:meridian/rules-trust', '/src/main.ts'];
    const invalidated: string[] = [];
    const sent: unknown[] = [];
    const server = {
      moduleGraph: {
        idToModuleMap: new Map(ids.map((id) => [id, { id }])),
        invalidateModule: (m: { id: string }) => invalidated.push(m.id),
      },
      ws: { send: (p: unknown) => sent.push(p) },
    };
    const hook = plugin.handleHotUpdate as (ctx: unknown) => unknown;
    const result = hook({ file, server });
    return { result, invalidated, sent };
  }

  it('makes the configuration and the trusted version again and reloads the preview only (open site tabs wait for a publish)', () => {
    const { result, invalidated, sent } = edit(`${process.cwd()}/rules/bars.yaml`);
    expect(result).toEqual([]);
    expect(invalidated).toEqual(['\0virtual:meridian/config', '\0virtual:meridian/site-rules/main', '\0virtual:meridian/rules-trust']);
    expect(sent).toEqual([{ type: 'full-reload', path: '/preview/index.html' }]);
  });

  it('leaves other files to Vite', () => {
    expect(edit(`${process.cwd()}/src/main.ts`)).toEqual({ result: undefined, invalidated: [], sent: [] });
  });
});
