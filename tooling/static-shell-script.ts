import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { EXPERIMENTS_COOKIE, PHONE_AGENT } from '../src/decision/facts-builder';
import { ANSWERS_KEY, SESSION_COOKIE } from '../src/decision/remembered-answers';
import { isDarkCookieSource } from '../src/lib/display-cookies';
import { testedFactNames, type StaticShells } from './static-shell';
import { FIRST_PAINT_GLOBAL, FIRST_PAINT_KEY } from '../src/boot/first-paint-memory';
import { pageMarkup, STATIC_SHELL_ATTR } from '../src/boot/first-paint-markup';
import { scriptJson } from '../src/lib/inline-escape';

/**
 * JavaScript that guesses the visitor's site as src/app/site-selection.ts does into `s`: in the demo
 * `?site=` (key or id), then the meridian_site cookie, then the host; in production the host only;
 * else main. Used by both inline scripts.
 */
export function siteGuessSource(config: Pick<CompiledConfig, 'sites' | 'siteIdToKey'>, demo: boolean): string {
  const hosts = Object.fromEntries(Object.values(config.sites).flatMap((s) => s.hosts.map((h) => [h, s.key])));
  const byHost = `H[location.hostname.toLowerCase()]||"main"`;
  if (!demo) return `var H=${scriptJson(hosts)},s=${byHost};`;
  const keys = Object.fromEntries(Object.keys(config.sites).map((k) => [k, 1]));
  return (
    `var K=${scriptJson(keys)},I=${scriptJson(config.siteIdToKey)},H=${scriptJson(hosts)};` +
    'function k(r){return r?(K[r]?r:I[r]||null):null}' +
    'var c=/(?:^|;\\s*)meridian_site=([^;]*)/.exec(document.cookie);' +
    `var s=k(new URLSearchParams(location.search).get("site"))||k(c&&decodeURIComponent(c[1]))||${byHost};`
  );
}

/**
 * The cookies and storage keys whose value can change the first paint: the session, the experiments,
 * the remembered answers, every stored value the vocabulary declares, and any a rule tests by name
 * (`cookies.<name>`, `storage.<key>`). A fresh visitor has none of them.
 */
export function shellGuards(config: Pick<CompiledConfig, 'stored' | 'rules'>): { cookies: string[]; storage: string[] } {
  const cookies = new Set<string>([SESSION_COOKIE, EXPERIMENTS_COOKIE]);
  const storage = new Set<string>([ANSWERS_KEY]);
  for (const s of config.stored) if (s.key) (s.in === 'cookie' ? cookies : storage).add(s.key);
  for (const fact of testedFactNames(config)) {
    const m = /^(cookies|storage)\.([^.]+)/.exec(fact);
    if (m) (m[1] === 'cookies' ? cookies : storage).add(m[2]!);
  }
  return { cookies: [...cookies].sort(), storage: [...storage].sort() };
}

/**
 * The inline script after `#root`. On `/` without a language prefix, with no query but `?site=`, not
 * in a frame, it picks this site's variant for the device and
 * - for a fresh visitor (no session, no stored value, no remembered answers) draws the build's
 *   static shell (staticShells);
 * - otherwise draws the bars the app remembered from its last first paint with exactly these
 *   inputs (the configuration, site, device variant and the value of every cookie and storage key
 *   that can change the bars), if it remembered one (src/boot/first-paint-memory.ts).
 * Either way it leaves that key in `window.__meridianFirstPaint` for the app to remember its own
 * first paint under. It sets the page's language, direction and colour mode when it draws.
 * Anything else, or anything that throws, leaves `#root` empty: React paints as before.
 */
export function staticShellScript(
  config: Pick<CompiledConfig, 'sites' | 'siteIdToKey' | 'stored' | 'rules'>,
  shells: StaticShells,
  demo: boolean,
): string {
  const table = Object.fromEntries(
    Object.entries(shells.sites).map(([key, site]) => [
      key,
      {
        l: site.lang,
        d: site.dir,
        m: pageMarkup(site.name),
        v: site.variants.map((v) => [v.phone ? 1 : 0, v.minWidth, v.bars]),
      },
    ]),
  );
  const guards = shellGuards(config);
  return (
    `(function(){try{${siteGuessSource(config, demo)}` +
    `var t=${scriptJson(table)}[s],C=${scriptJson(guards.cookies)},L=${scriptJson(guards.storage)};` +
    'if(!t||location.pathname!=="/"||window.parent!==window)return;' +
    'var q=new URLSearchParams(location.search),n=0;q.forEach(function(v,x){if(x!=="site")n++});if(n)return;' +
    'var j={};document.cookie.split(";").forEach(function(p){var i=p.indexOf("=");if(i>0)j[p.slice(0,i).trim()]=p.slice(i+1).trim()});' +
    `var p=${PHONE_AGENT.toString()}.test(navigator.userAgent)?1:0,w=window.innerWidth,x=-1,a;` +
    'for(a=0;a<t.v.length;a++)if(t.v[a][0]===p&&t.v[a][1]<=w)x=a;' +
    'if(x<0)return;' +
    // The inputs that can change the bars: absent and empty are told apart.
    `var g=[${scriptJson(shells.hash)},s,x],f=1,o=null;` +
    'for(a=0;a<C.length;a++){g.push(C[a] in j?"="+j[C[a]]:"");if(C[a] in j)f=0}' +
    'try{o=window.localStorage}catch(e){}' +
    'for(a=0;a<L.length;a++){var y=null;try{y=o&&o.getItem(L[a])}catch(e){}g.push(y===null?"":"="+y);if(y!==null)f=0}' +
    `g=JSON.stringify(g);${shells.noRemember === null ? `window.${FIRST_PAINT_GLOBAL}=g;` : ''}` +
    'var b=f?t.v[x][2]:null;' +
    (shells.noRemember === null
      ? `if(!b)try{var R=JSON.parse(o.getItem(${scriptJson(FIRST_PAINT_KEY)}));if(R&&R.g===g&&Array.isArray(R.b))b=R.b}catch(e){}`
      : '') +
    'var r=document.getElementById("root");if(!b||!r||r.firstChild)return;' +
    'var h="";for(a=0;a<b.length;a++){var u=String(b[a][0]),z=Number(b[a][1]);if(!/^[a-z0-9_]+$/i.test(u)||!(z>=0&&z<1e4))return;' +
    "h+='<div data-bar=\"'+u+'\" class=\"m-bar-slot\" style=\"min-height: '+z+'px;'+(z?' height: '+z+'px;':\"\")+'\"></div>'}" +
    `var e=document.documentElement;if(${isDarkCookieSource('j')})e.setAttribute("data-mode","dark");` +
    'e.lang=t.l;e.dir=t.d;' +
    `r.innerHTML='<div class="m-shell" ${STATIC_SHELL_ATTR}="">'+h+t.m+'</div>'` +
    '}catch(e){}})();'
  );
}
