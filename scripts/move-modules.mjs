// Moves modules and rewrites every relative import of them (and their own relative imports):
//   node scripts/move-modules.mjs from.ts=to/ [from2.ts=to2.ts …]
// A target ending in `/` is a folder (the file keeps its name). Uses `git mv`, so history follows.
// Rewrites `from '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')` and `new URL('…', import.meta.url)`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';

const root = process.cwd();
const moves = new Map();
for (const arg of process.argv.slice(2)) {
  const [from, to] = arg.split('=');
  if (!from || !to) throw new Error(`expected from=to, got ${arg}`);
  const src = resolve(root, from);
  const dst = to.endsWith('/') ? resolve(root, to, basename(from)) : resolve(root, to);
  if (!existsSync(src)) throw new Error(`no such file: ${from}`);
  moves.set(src, dst);
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.startsWith('node_modules/'))
  .map((f) => resolve(root, f))
  .filter((f) => existsSync(f));

const exts = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
function resolveSpec(fromDir, spec) {
  const base = resolve(fromDir, spec);
  for (const e of exts) if (existsSync(base + e) && !base.endsWith('/')) return { path: base + e, ext: e };
  return null;
}

const pattern = /((?:\bfrom|\bimport|\bvi\.mock|\bvi\.importActual|\bvi\.doMock|\bnew URL)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g;
let changed = 0;
for (const file of files) {
  const oldDir = dirname(file);
  const newFile = moves.get(file) ?? file;
  const newDir = dirname(newFile);
  const text = readFileSync(file, 'utf8');
  const out = text.replace(pattern, (all, lead, q, raw) => {
    const [spec, query] = raw.split('?');
    const hit = resolveSpec(oldDir, spec);
    if (!hit) return all;
    const target = moves.get(hit.path) ?? hit.path;
    if (target === hit.path && newFile === file) return all;
    const kept = hit.ext && !spec.endsWith(hit.ext) ? target.slice(0, target.length - hit.ext.length) : target;
    let rel = relative(newDir, kept);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${lead}${q}${rel}${query === undefined ? '' : `?${query}`}${q}`;
  });
  if (out !== text) {
    writeFileSync(file, out);
    changed++;
  }
}
for (const [src, dst] of moves) {
  mkdirSync(dirname(dst), { recursive: true });
  execFileSync('git', ['mv', relative(root, src), relative(root, dst)]);
}
console.log(`moved ${moves.size} files, rewrote imports in ${changed} files`);
