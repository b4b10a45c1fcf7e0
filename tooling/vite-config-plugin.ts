import { readLocales } from '../src/config/node/read-locales';
import { readConfigSources, readSources } from '../src/config/node/read-sources';
import { compile } from '../src/config/compile';
import { browserConfig } from '../src/config/bundle/browser-config';
import { formatError } from '../src/config/config-error';
import type { CompiledConfig } from '../src/rules-model/compiled-types';
import { splitBySite } from '../src/config/bundle/site-split';
import type { HtmlTagDescriptor, Logger, Plugin } from 'vite';
import { staticShells, type StaticShells } from './static-shell';
import { siteGuessSource, staticShellScript } from './static-shell-script';
import { isDemoEnv } from '../src/lib/demo-env';
import { reactHalfTags } from './boot-halves';
import { earlyRequestsScript } from './early-requests-script';
import { scriptJson } from '../src/lib/inline-escape';

const ID = 'virtual:meridian/config';
const RESOLVED = `\0${ID}`;
const SITE_ID = 'virtual:meridian/site-rules/';
const SITE_RESOLVED = `\0${SITE_ID}`;
const RULES_TRUST_RESOLVED = '\0virtual:meridian/rules-trust';
/** Vite's client reloads only a page whose path is this one's. */
export const PREVIEW_RELOAD = { type: 'full-reload', path: '/preview/index.html' } as const;

// A module, not an inline script, but written with the same escape: one rule for every value the build emits.
const json = (value: unknown) => `JSON.parse(${scriptJson(JSON.stringify(value))})`;

/**
 * The inline script index.html runs before the app: guesses the visitor's site as
 * src/app/site-selection.ts does (siteGuessSource) and preloads that site's rules chunk, so it
 * downloads alongside the app rather than after it. A wrong guess costs one small extra download:
 * the app imports the site it resolves itself.
 */
export function sitePreloadScript(
  files: Record<string, string>,
  config: Pick<CompiledConfig, 'sites' | 'siteIdToKey'>,
  demo = true,
): string {
  return (
    `(function(){try{${siteGuessSource(config, demo)}var f=${scriptJson(files)};` +
    'if(!f[s])return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[s];document.head.appendChild(l)}catch(e){}})();'
  );
}

/**
 * The inline scripts index.html gets, in the order the page runs them: the early requests and the site
 * preload at the top of the head, the static shell after `#root`. Everything in them that comes from
 * configuration is written with scriptJson (src/lib/inline-escape.ts); tooling/inline-scripts.test.ts
 * puts hostile values through each one.
 */
export function inlineScriptTags(o: {
  full: CompiledConfig;
  shared: Pick<CompiledConfig, 'sites' | 'siteIdToKey'>;
  files: Record<string, string>;
  shells: StaticShells;
  demo: boolean;
}): HtmlTagDescriptor[] {
  return [
    { tag: 'script', children: earlyRequestsScript(), injectTo: 'head-prepend' },
    { tag: 'script', children: sitePreloadScript(o.files, o.shared, o.demo), injectTo: 'head-prepend' },
    { tag: 'script', children: staticShellScript(o.full, o.shells, o.demo), injectTo: 'body' },
  ];
}

/**
 * Compiles sites/ and rules/ when the site is built (and on each change in dev) and serves the
 * result as `virtual:meridian/config` (every site, without rules; `siteRules[key]()` imports one
 * site's rules from `virtual:meridian/site-rules/<key>`). An invalid configuration fails the build
 * with file:line:col.
 */
export function meridianConfig(root: string): Plugin {
  let compiled: ReturnType<typeof splitBySite> | undefined;
  let shells: StaticShells | undefined;
  let full: CompiledConfig | undefined;
  let logger: Logger | undefined;
  let demo = true;
  return {
    name: 'meridian-config',
    configResolved(resolved) {
      logger = resolved.logger;
      // A production build resolves the site by host only (src/app/site-selection.ts).
      demo = isDemoEnv(resolved.env);
    },
    buildStart() {
      compiled = undefined;
      // The site imports locales/*/*.json and the preview sites/ and rules/ through import.meta.glob,
      // which follows symlinks: what lint refuses (src/config/node/safe-read.ts) is refused before Vite reads it.
      const errors = [...readConfigSources(root).errors, ...readLocales(root).errors];
      if (errors.length) this.error(`invalid Meridian configuration:\n${errors.map(formatError).join('\n')}`);
    },
    resolveId: (id) => (id === ID ? RESOLVED : id.startsWith(SITE_ID) ? `\0${id}` : null),
    load(id) {
      if (id !== RESOLVED && !id.startsWith(SITE_RESOLVED)) return null;
      if (!compiled || id === RESOLVED) {
        const sources = readSources(root);
        for (const s of sources) this.addWatchFile(`${root}/${s.file}`);
        const result = compile(sources);
        if (!result.ok) this.error(`invalid Meridian configuration:\n${result.errors.map(formatError).join('\n')}`);
        compiled = splitBySite(browserConfig(result.config));
        shells = undefined;
        full = result.config;
      }
      if (id === RESOLVED) {
        const loaders = Object.keys(compiled.sites).map((key) => `${scriptJson(key)}: () => import(${scriptJson(SITE_ID + key)})`);
        return `export const config = ${json(compiled.shared)};\nexport const siteRules = {\n  ${loaders.join(',\n  ')},\n};\n`;
      }
      const rules = compiled.sites[id.slice(SITE_RESOLVED.length)];
      if (!rules) this.error(`no site "${id.slice(SITE_RESOLVED.length)}"`);
      return `export const rules = ${json(rules.rules)};\nexport const excluded = ${json(rules.excluded)};\nexport const details = ${json(rules.details)};\nexport const decls = ${json(rules.decls)};\n`;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle || !compiled || !full || ctx.path !== '/index.html') return html;
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.startsWith(SITE_RESOLVED))
            files[chunk.facadeModuleId.slice(SITE_RESOLVED.length)] = `/${chunk.fileName}`;
        }
        if (Object.keys(files).length === 0) return html;
        // The first paint of a fresh visitor's home page, before the scripts arrive (static-shell.ts).
        shells ??= await staticShells(full);
        for (const [site, why] of Object.entries(shells.skipped)) logger?.warn(`meridian: no static first paint for site ${site}: ${why}`);
        const [early, preload, shell] = inlineScriptTags({ full, shared: compiled.shared, files, shells, demo });
        return { html, tags: [early!, preload!, ...reactHalfTags(ctx.bundle), shell!] };
      },
    },
    handleHotUpdate(ctx) {
      if (/\/(sites|rules)\/.*\.ya?ml$/.test(ctx.file)) {
        compiled = undefined;
        // The configuration and what is trusted beside it (the published version the built-in
        // rules are at least as new as) are made again on the next load.
        for (const mod of ctx.server.moduleGraph.idToModuleMap.values())
          if (mod.id === RESOLVED || mod.id?.startsWith(SITE_RESOLVED) || mod.id === RULES_TRUST_RESOLVED)
            ctx.server.moduleGraph.invalidateModule(mod);
        // Only the preview reloads (it shows the working tree). An open site tab keeps its rules until
        // a published bundle reaches it, as in production (README "Rules live without a rebuild");
        // reloading it by hand gives the edited rules.
        ctx.server.ws.send(PREVIEW_RELOAD);
        return [];
      }
      return undefined;
    },
  };
}
