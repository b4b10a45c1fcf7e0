// Issue 21 item 1: configuration values reach index.html's inline scripts. A hostile value (a host
// `x</script><script>…`, a site name, a cookie key a rule names) must neither end the script nor
// change how the page is parsed, and must reach the script as the same value (escaping is lossless).
// Values are put in past the schema (the compiled config is mutated), as a published bundle or a
// future schema gap would.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '../src/config/node/read-sources';
import { compileOrThrow } from '../src/config/compile';
import type { CompiledConfig, CompiledSite } from '../src/rules-model/compiled-types';
import { FIRST_PAINT_GLOBAL } from '../src/boot/first-paint-memory';
import { shellMarkup } from '../src/boot/first-paint-markup';
import { earlyRequestsScript } from './early-requests-script';
import { staticShells, type StaticShells } from './static-shell';
import { siteGuessSource, staticShellScript } from './static-shell-script';
import { browserConfig } from '../src/config/bundle/browser-config';
import { inlineScriptTags, sitePreloadScript } from './vite-config-plugin';
import { splitBySite } from '../src/config/bundle/site-split';

const root = new URL('..', import.meta.url).pathname;
const config = compileOrThrow(readSources(root));

/** Strings that end a script, open an HTML comment or CDATA, end a JavaScript line or string, or look like escapes. */
const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >x',
  '</script\t',
  '<!--',
  '<!-- <script>',
  '-->',
  '<script',
  '<\\/script>',
  ']]>',
  '<![CDATA[',
  '\u2028',
  '\u2029',
  'a\u2028b\u2029c',
  '&',
  '&lt;/script&gt;',
  '&#x3c;',
  '"',
  "'",
  '`',
  '\\',
  '\\"',
  '\\u003c/script>',
  '${alert(1)}',
  '\u0000',
  '\ud800',
  '\r\n',
  '<img src=x onerror=alert(1)>',
  '"};alert(1);//',
];

/** A host-like version of a hostile string, so each can be a lookup key (the script lower-cases the host). */
const asHost = (h: string, i: number) => `h${i}${h}`.toLowerCase();
const hostileKey = '</script><!--k';

/** The repo's config with every hostile string in each value the inline scripts carry. */
function hostileConfig(): CompiledConfig {
  const main = config.sites.main!;
  const extra: CompiledSite = { ...main, key: hostileKey, hosts: ['hostile.example', ...HOSTILE.map(asHost)] };
  return {
    ...config,
    sites: { ...config.sites, [hostileKey]: extra },
    siteIdToKey: { ...config.siteIdToKey, 9999: hostileKey },
    stored: [
      ...config.stored,
      ...HOSTILE.flatMap((h, i) => [
        { ...config.stored[0]!, name: `c${i}`, in: 'cookie' as const, key: `c${i}${h}`, keyFact: undefined },
        { ...config.stored[0]!, name: `s${i}`, in: 'storage' as const, key: `s${i}${h}`, keyFact: undefined },
      ]),
    ],
  };
}

let shells: StaticShells;
let hostileShells: StaticShells;
beforeAll(async () => {
  shells = await staticShells(config);
  const main = shells.sites.main!;
  hostileShells = {
    ...shells,
    hash: HOSTILE.join(''),
    sites: {
      ...shells.sites,
      [hostileKey]: {
        // NUL and CR LF are left out of the name: the HTML parser itself rewrites them in any text.
        name: HOSTILE.filter((h) => !/[\u0000\r]/.test(h)).join(' '),
        lang: HOSTILE.join(''),
        dir: 'rtl',
        // A desktop variant with plain bars (drawn), and one whose bar ids are hostile (refused by the script).
        variants: [...main.variants.filter((v) => !v.phone), { phone: true, minWidth: 0, bars: HOSTILE.map((h) => [h, 1]) }],
      },
    },
  };
}, 60_000);

const files = (): Record<string, string> => ({ main: '/assets/main.js', [hostileKey]: `/assets/${HOSTILE.join('')}.js` });

/** A script tag's code (the build writes each as one string). */
function scriptText(tag: { children?: unknown } | undefined): string {
  if (typeof tag?.children !== 'string') throw new Error('an inline script without its code as a string');
  return tag.children;
}

/** Every inline script the build writes into index.html, for the hostile config. */
function scripts(demo: boolean): Record<string, string> {
  const full = hostileConfig();
  const [early, preload, shell] = inlineScriptTags({
    full,
    shared: splitBySite(browserConfig(full)).shared,
    files: files(),
    shells: hostileShells,
    demo,
  });
  return {
    early: scriptText(early),
    preload: scriptText(preload),
    shell: scriptText(shell),
    earlyHostilePaths: earlyRequestsScript(HOSTILE.map((h) => `/api/${h}`)),
  };
}

/** The same scripts for the repo's own config: how many `<` the scripts' own code has. */
function benignScripts(demo: boolean): Record<string, string> {
  const [early, preload, shell] = inlineScriptTags({ full: config, shared: config, files: { main: '/assets/main.js' }, shells, demo });
  return {
    early: scriptText(early),
    preload: scriptText(preload),
    shell: scriptText(shell),
    earlyHostilePaths: earlyRequestsScript(['/api/x']),
  };
}

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

describe.each([true, false])('inline scripts with hostile configuration values (demo %s)', (demo) => {
  it('carry no markup of their own beyond the code: no </script, <!--, <script, ]]>, raw U+2028 or U+2029', () => {
    const benign = benignScripts(demo);
    for (const [name, text] of Object.entries(scripts(demo))) {
      expect(text, name).not.toMatch(/<\/script|<!--|<script|\]\]>|[\u2028\u2029]/i);
      // Every `<`, `>` and `&` left is the script's own (the same count as with the repo's config).
      for (const re of [/</g, />/g, /&/g]) expect(count(text, re), `${name} ${re.source}`).toBe(count(benign[name]!, re));
    }
  });

  it('parse back, inside the real index.html, as exactly the scripts written', () => {
    const all = scripts(demo);
    const tags = [all.early!, all.preload!, all.shell!];
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
      .replace(/<head>/, (m) => `${m}<script>${tags[0]}</script><script>${tags[1]}</script>`)
      .replace(/<\/body>/, (m) => `<script>${tags[2]}</script>${m}`);
    const doc = new JSDOM(html).window.document;
    const found = [...doc.querySelectorAll('script')];
    expect(found.length).toBe(4);
    expect(found.filter((s) => !s.src).map((s) => s.textContent)).toEqual(tags);
    expect(doc.querySelectorAll('img').length).toBe(0);
  });
});

describe('the values reach the scripts unchanged', () => {
  const hostile = () => hostileConfig();

  it('siteGuessSource: the host table, keys and ids', () => {
    const cfg = hostile();
    for (const demo of [true, false]) {
      const out = runInNewContext(
        `${siteGuessSource(cfg, demo)};({H:H,s:s,K:typeof K==="undefined"?null:K,I:typeof I==="undefined"?null:I})`,
        {
          location: { hostname: asHost(HOSTILE[0]!, 0), search: '' },
          document: { cookie: '' },
          URLSearchParams,
        },
      ) as { H: Record<string, string>; s: string; K: Record<string, number> | null; I: Record<string, string> | null };
      expect(out.s).toBe(hostileKey);
      expect(JSON.parse(JSON.stringify(out.H))).toEqual(
        Object.fromEntries(Object.values(cfg.sites).flatMap((s) => s.hosts.map((h) => [h, s.key]))),
      );
      if (demo) {
        expect(Object.keys(out.K!)).toContain(hostileKey);
        expect(out.I!['9999']).toBe(hostileKey);
      }
    }
  });

  it('sitePreloadScript: the chunk file of the guessed site', () => {
    const links: { href: string }[] = [];
    const document = { cookie: '', head: { appendChild: (l: { href: string }) => links.push(l) }, createElement: () => ({ href: '' }) };
    runInNewContext(sitePreloadScript(files(), hostile(), true), {
      document,
      location: { search: `?site=${encodeURIComponent(hostileKey)}`, hostname: 'localhost' },
      URLSearchParams,
    });
    expect(links.map((l) => l.href)).toEqual([files()[hostileKey]]);
  });

  it('earlyRequestsScript: the paths it asks for', () => {
    const asked: string[] = [];
    const window = { parent: null as unknown };
    window.parent = window;
    const fetch = (u: string) => {
      asked.push(u);
      return Promise.resolve();
    };
    runInNewContext(earlyRequestsScript(HOSTILE.map((h) => `/api/${h}`)), { window, fetch });
    expect(asked).toEqual(HOSTILE.map((h) => `/api/${h}`));
  });

  it('staticShellScript: the name as text, the language, the first-paint key; hostile bar ids are refused', () => {
    const script = staticShellScript(hostile(), hostileShells, true);
    const visit = (ua: string) => {
      const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
        url: `http://localhost/?site=${encodeURIComponent(hostileKey)}`,
        runScripts: 'outside-only',
      });
      const w = dom.window as unknown as Window & { eval: (s: string) => void };
      Object.defineProperty(w.navigator, 'userAgent', { value: ua });
      Object.defineProperty(w, 'innerWidth', { value: 1440 });
      w.eval(script);
      return w;
    };
    const w = visit('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0');
    const site = hostileShells.sites[hostileKey]!;
    const desktop = site.variants.filter((v) => !v.phone).at(-1)!;
    const expected = new JSDOM(`<div id="x">${shellMarkup(site.name, desktop.bars)}</div>`).window.document.getElementById('x')!.innerHTML;
    expect(w.document.getElementById('root')!.innerHTML).toBe(expected);
    expect(w.document.querySelector('h1')!.textContent).toBe(site.name);
    expect(w.document.documentElement.lang).toBe(site.lang);
    expect(JSON.parse((w as unknown as Record<string, string>)[FIRST_PAINT_GLOBAL]!)[0]).toBe(hostileShells.hash);
    const phone = visit('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(phone.document.getElementById('root')!.innerHTML).toBe('');
  });
});
