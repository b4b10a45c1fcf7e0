// The recipes of CONTRIBUTING.md, carried out as written, so they cannot go stale; and the check that
// keeps them true: no test or script keeps its own list of the sites or languages, or their count.
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument, type YAMLSeq } from 'yaml';
import { run, committedScratch, root } from '../cli/test-support';
import { repoLocales, repoSiteKeys } from '../src/config/node/repo-config';
import { lookScenarios } from './look-compare';

const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');

/** A `## title` section of CONTRIBUTING.md, up to the next section. */
function section(title: string): string {
  const start = contributing.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`CONTRIBUTING.md has no "## ${title}" section`);
  const end = contributing.indexOf('\n## ', start + 1);
  return contributing.slice(start, end < 0 ? undefined : end);
}

/** The fenced blocks of one language in `text`, without the indentation of the list item they sit in. */
function blocks(text: string, lang: string): string[] {
  return [...text.matchAll(new RegExp(`^( *)\`\`\`${lang}\\n([\\s\\S]*?)^\\1\`\`\`$`, 'gm'))].map(([, indent, body]) =>
    body!
      .split('\n')
      .map((l) => (l.startsWith(indent!) ? l.slice(indent!.length) : l))
      .join('\n'),
  );
}

const filesOk = (lintOut: string) => Number(/^(\d+) files ok/m.exec(lintOut)?.[1]);

/** A path the recipe names, inside the scratch copy `dir` (a recipe never reaches outside it). */
function inside(dir: string, path: string): string {
  const full = resolve(dir, path);
  expect(relative(dir, full).startsWith('..'), `${path} is inside the copy`).toBe(false);
  return full;
}

/**
 * Runs `lines` of a recipe's bash blocks on `dir`: `cp -r <from> <to>` copies inside it, and each
 * `npm run meridian -- …` line (one may take its standard input from `echo '…' |`) is expected to
 * exit 0; the commands' output by command name.
 */
async function runLines(lines: readonly string[], dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const line of lines) {
    const copy = /^cp -r (\S+) (\S+)$/.exec(line);
    if (copy) {
      cpSync(inside(dir, copy[1]!), inside(dir, copy[2]!), { recursive: true });
      continue;
    }
    const m = /^(?:echo '([^']*)' \| )?npm run (?:-s )?meridian -- (.+)$/.exec(line);
    expect(m, `a recipe command this test runs: ${line}`).not.toBeNull();
    const args = m![2]!.trim().split(/\s+/);
    const r = await run(args, { cwd: dir, stdin: m![1] });
    expect(r.code, `${line}\n${r.err}${r.out}`).toBe(0);
    out.set(args[0]!, r.out);
  }
  return out;
}

const lines = (bashBlocks: readonly string[]) => bashBlocks.flatMap((b) => b.split('\n').filter((l) => l.trim()));

/** Runs every command of the recipe's bash blocks on `dir` (runLines). */
function runCommands(recipe: string, dir: string): Promise<Map<string, string>> {
  return runLines(lines(blocks(recipe, 'bash')), dir);
}

/** Applies one JSON block, whose first line is `// <file>, add:`: its entries are added to the file's object. */
function applyJsonBlock(dir: string, block: string): string {
  const head = /^\/\/ ([\w./-]+), add:\n/.exec(block);
  expect(head, `a block whose first line names its file: ${block.split('\n')[0]}`).not.toBeNull();
  const path = inside(dir, head![1]!);
  const merged = { ...(JSON.parse(readFileSync(path, 'utf8')) as object), ...(JSON.parse(block.slice(head![0].length)) as object) };
  writeFileSync(path, `${JSON.stringify(merged, null, 2)}\n`);
  return head![1]!;
}

/**
 * Applies one YAML block of a recipe to `dir`, as its first line says: `# <file>` writes the file,
 * `# <file>, under <key>:` adds the block's entries to that list of the file (comments kept).
 */
function applyBlock(dir: string, block: string): string {
  const head = /^# ([\w./-]+)(?:, under (\w+):)?\n/.exec(block);
  expect(head, `a block whose first line names its file: ${block.split('\n')[0]}`).not.toBeNull();
  const [, file, key] = head!;
  const path = inside(dir, file!);
  if (!key) {
    writeFileSync(path, block);
    return file!;
  }
  const doc = parseDocument(readFileSync(path, 'utf8'));
  const list = doc.get(key) as YAMLSeq;
  for (const entry of parse(block) as unknown[]) list.add(doc.createNode(entry));
  writeFileSync(path, doc.toString());
  return file!;
}

describe('CONTRIBUTING.md, "Add a site"', { timeout: 600_000 }, () => {
  it("run as written on a scratch copy: the project's commands pass and name the new site, and the scripts include it", async () => {
    const recipe = section('Add a site');
    const [siteYaml, more] = blocks(recipe, 'yaml');
    expect(siteYaml, 'the recipe has one site file').toBeDefined();
    expect(more).toBeUndefined();
    const site = parse(siteYaml!) as { key: string; id: number; name: string };
    const before = repoSiteKeys(root);
    expect(before).not.toContain(site.key);

    const dir = committedScratch();
    const lintBefore = await run(['lint'], { cwd: dir });
    expect(lintBefore.code, lintBefore.err).toBe(0);
    writeFileSync(join(dir, 'sites', `${site.key}.yaml`), siteYaml!);

    const out = await runCommands(recipe, dir);
    expect([...out.keys()]).toEqual(expect.arrayContaining(['lint', 'test', 'verify', 'decide', 'diff']));
    expect(filesOk(out.get('lint')!), 'lint read the new file').toBe(filesOk(lintBefore.out) + 1);
    expect(out.get('test')).toMatch(/^\d+ passed, 0 failed$/m);
    expect(out.get('verify')).toMatch(new RegExp(`proven over \\d+ classes on ${before.length + 1} sites`));
    expect(out.get('decide')).toContain(`Site ${site.key} (${site.id}) ${site.name}`);
    expect(out.get('diff')).toContain(`site ${site.key} added`);

    // The scripts that once kept their own lists, over the same scratch copy (bench/bundle.test.ts checks
    // the benchmark's: scripts do not import bench/, rule scripts-not-to-bench).
    expect(repoSiteKeys(dir)).toEqual(expect.arrayContaining([...before, site.key]));
    expect(repoSiteKeys(dir)).toHaveLength(before.length + 1);
    expect(
      lookScenarios(dir).map((s) => s.name),
      'scripts/look-compare.ts photographs it',
    ).toContain(`${site.key}-visitor-desktop`);
  });
});

describe('CONTRIBUTING.md, "Add a language"', { timeout: 600_000 }, () => {
  it('run as written on a scratch copy: lint wants the name, then lint, test, decide and diff pass in the new language', async () => {
    const recipe = section('Add a language');
    const [copy, checks, more] = blocks(recipe, 'bash');
    expect(more).toBeUndefined();
    const [siteBlock, ...otherYaml] = blocks(recipe, 'yaml');
    const [nameBlock, ...otherJson] = blocks(recipe, 'json');
    expect([otherYaml, otherJson]).toEqual([[], []]);
    const code = /^cp -r locales\/en locales\/([\w-]+)$/m.exec(copy!)?.[1];
    expect(code, 'the recipe copies English to a new folder').toBeDefined();
    expect(repoLocales(root)).not.toContain(code);

    const dir = committedScratch();
    const lintBefore = await run(['lint'], { cwd: dir });
    expect(lintBefore.code, lintBefore.err).toBe(0);
    // The text and the site's offer without the name: lint refuses, naming the file and the language.
    await runLines(lines([copy!]), dir);
    expect(applyBlock(dir, siteBlock!)).toMatch(/^sites\/\w+\.yaml$/);
    const unnamed = await run(['lint'], { cwd: dir });
    expect(unnamed.code).not.toBe(0);
    expect(unnamed.out + unnamed.err).toMatch(new RegExp(`locales/languages\\.json.*language "${code}"`));
    expect(applyJsonBlock(dir, nameBlock!)).toBe('locales/languages.json');

    const out = await runLines(lines([checks!]), dir);
    expect([...out.keys()]).toEqual(['lint', 'test', 'decide', 'diff']);
    expect(filesOk(out.get('lint')!), 'the same YAML files; the text is checked as locales').toBe(filesOk(lintBefore.out));
    expect(out.get('test')).toMatch(/^\d+ passed, 0 failed$/m);
    expect(out.get('decide')).toContain(`· language ${code} (prefix /${code}) ltr`);
    expect(out.get('diff')).toMatch(new RegExp(`^ {4}languages: \\+ ${code}$`, 'm'));
  });
});

describe('CONTRIBUTING.md, "Add a plain compliance notice"', { timeout: 600_000 }, () => {
  it('run as written on a scratch copy: lint, test and verify pass, the notice is decided and shown by diff', async () => {
    const recipe = section('Add a plain compliance notice');
    const dir = committedScratch();
    const lintBefore = await run(['lint'], { cwd: dir });
    expect(lintBefore.code, lintBefore.err).toBe(0);
    const files = blocks(recipe, 'yaml').map((b) => applyBlock(dir, b));
    expect(files).toEqual([
      'rules/dialogs.yaml',
      'rules/vocabulary.yaml',
      'rules/dialogs-mica.yaml',
      'rules/tests/mica.yaml',
      'rules/policies/mica.yaml',
    ]);
    const newFiles = files.filter((f) => !existsSync(join(root, f))).length;

    const out = await runCommands(recipe, dir);
    expect([...out.keys()]).toEqual(['lint', 'test', 'verify', 'decide', 'diff']);
    expect(filesOk(out.get('lint')!), 'lint read the new files').toBe(filesOk(lintBefore.out) + newFiles);
    expect(out.get('test')).toMatch(/^\d+ passed, 0 failed$/m);
    expect(out.get('test')).not.toContain('coverage of rule mica-notice');
    expect(out.get('verify')).toMatch(/^✓ mica-notice-eu-users-only is proven over \d+ classes/m);
    expect(out.get('decide')).toMatch(/^ {2}1\. mica_notice \(priority 20\) closable, remembered in storage meridian_mica_notice_ack/m);
    expect(out.get('decide')).toContain('because mica-notice (compliance §4.1)');
    expect(out.get('diff')).toContain('mica_notice');
  });
});

/** Test and script files: what the review found keeping its own lists (src/ outside tests is the product). */
function testAndScriptFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return /^(node_modules|dist.*)$/.test(e.name) ? [] : testAndScriptFiles(path);
    if (!/\.(ts|tsx|mjs|js)$/.test(e.name)) return [];
    return !path.startsWith('src/') || /\.test\.tsx?$/.test(path) || path.startsWith('src/test-support/') ? [path] : [];
  });
}

/** The one place that names the exact set of sites, on purpose (CONTRIBUTING.md, step 3). */
const EXACT_SET = 'src/config/compile.test.ts';

/**
 * What in `text` is a list of the sites or languages, or the site count, written out: a run of
 * quoted names holding half the sites or half the languages ('a', 'b', … on one line or across
 * lines), half the sites heading lines (a table of tuples or a record keyed by site), or the number
 * of sites next to "site" (`N sites`, `toHaveLength(N)` about sites).
 */
function writtenOut(text: string, sites: readonly string[], locales: readonly string[]): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(['"])[\w-]+\1(?:\s*,\s*(['"])[\w-]+\2)+/g)) {
    const names = new Set([...m[0].matchAll(/['"]([\w-]+)['"]/g)].map((x) => x[1]!));
    const s = sites.filter((k) => names.has(k)).length;
    const l = locales.filter((k) => names.has(k)).length;
    if (s >= sites.length / 2) found.push(`${s} sites in ${m[0].slice(0, 60)}…`);
    if (l >= locales.length / 2) found.push(`${l} languages in ${m[0].slice(0, 60)}…`);
  }
  const heads = new Set([...text.matchAll(/^\s*\[?\s*['"]?([\w-]+)['"]?\s*[,:]/gm)].map((x) => x[1]!));
  const s = sites.filter((k) => heads.has(k)).length;
  if (s >= sites.length / 2) found.push(`${s} sites heading lines (a table or record of the sites)`);
  const n = sites.length;
  const count = new RegExp(`\\b${n} (new )?site|toHaveLength\\(${n}\\).*site|site.*toHaveLength\\(${n}\\)`, 'i');
  text.split('\n').forEach((line, i) => {
    if (count.test(line)) found.push(`line ${i + 1}, the site count: ${line.trim()}`);
  });
  return found;
}

describe('no test or script keeps its own list of the sites or languages', () => {
  const sites = repoSiteKeys(root);
  const locales = repoLocales(root);
  const files = ['cli', 'scripts', 'tooling', 'bench', 'preview', 'e2e', 'security', 'src'].flatMap(testAndScriptFiles);

  it('finds the files to read, and the exact-set test', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(EXACT_SET);
    expect(files).toContain('bench/bundle.ts');
  });

  it('recognizes the lists the review found (built here from the configuration, so this file has none)', () => {
    const q = (x: string) => `'${x}'`;
    const n = sites.length;
    const found = (text: string) => writtenOut(text, sites, locales);
    expect(found(`export const SITES = [${sites.map(q).join(', ')}] as const;`)).toHaveLength(1); // bench/bundle.ts
    expect(found(`...[${sites.slice(1).map(q).join(', ')}].map((site) => ({`)).toHaveLength(1); // look-compare.ts, all but main
    expect(found(`const SITES = [\n${sites.map((k) => `  ['${k}', 0, 'en', 'BTC_USDT'],`).join('\n')}\n];`)).toHaveLength(1); // sites.e2e.ts
    expect(found(`const SITES = {\n${sites.map((k) => `  ${k}: 'Meridian',`).join('\n')}\n};`)).toHaveLength(1); // a11y-states.ts
    expect(found(`expect.arrayContaining([${locales.slice(1).map(q).join(', ')}])`)).toHaveLength(1); // header-languages.test.tsx
    expect(found(`    expect(v.sites).toHaveLength(${n});`)).toHaveLength(1);
    expect(found(`to dist-rules: ${n} new site files, ${n} sites, signed by`)).toHaveLength(1);
    expect(found(`scope: { sites: ['sg', 'bs', 'uk', 'jp', 'ae'] }`), 'a policy scope is not a list of the sites').toEqual([]);
  });

  it('no test or script writes out the sites, the languages or the site count; one test names the exact set', () => {
    const found = files.flatMap((file) =>
      file === EXACT_SET ? [] : writtenOut(readFileSync(join(root, file), 'utf8'), sites, locales).map((f) => `${file}: ${f}`),
    );
    expect(found, 'take them from repoSiteKeys / repoSites (src/config/node/repo-config.ts) or locales/').toEqual([]);
    expect(writtenOut(readFileSync(join(root, EXACT_SET), 'utf8'), sites, locales), 'the exact-set test still names them').not.toEqual([]);
  });
});
