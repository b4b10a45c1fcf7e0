// The repository explains itself only while its documents point at what is there (issue 41): every
// relative link of every tracked Markdown file names a tracked file or folder (and, into a Markdown
// file, one of its headings), and no tracked file refers to documents kept outside the repository.
// Reads the files once, without a Markdown parser: links in fenced code blocks and code spans are
// not links and are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Every file git tracks (the index: what a fresh clone has), as repository paths. */
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((f) => f && !f.split('/').includes('node_modules'));
const trackedFiles = new Set(tracked);
/** Every folder that holds a tracked file, '' being the repository itself. */
const trackedFolders = new Set(['']);
for (const f of tracked) for (let i = f.indexOf('/'); i >= 0; i = f.indexOf('/', i + 1)) trackedFolders.add(f.slice(0, i));

const markdownFiles = tracked.filter((f) => f.endsWith('.md'));
const texts = new Map<string, string | null>();
/** A tracked file's text; null for a binary file (a NUL byte) or one missing from the working tree. */
function textOf(file: string): string | null {
  if (!texts.has(file)) {
    let text: string | null = null;
    try {
      const bytes = readFileSync(join(root, file));
      text = bytes.includes(0) ? null : bytes.toString('utf8');
    } catch {
      text = null;
    }
    texts.set(file, text);
  }
  return texts.get(file) ?? null;
}

/** The 1-based line of an offset. */
const lineAt = (text: string, offset: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** Blanks a match but keeps its line breaks, so offsets and line numbers stay where they were. */
const blank = (s: string): string => s.replace(/[^\n]/g, ' ');

/** The Markdown text with its fenced code blocks blanked. */
function withoutFences(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: { char: string; length: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(`{3,}|~{3,})/.exec(lines[i]!);
    if (fence) {
      if (m && m[1]![0] === fence.char && m[1]!.length >= fence.length && lines[i]!.trim() === m[1]) fence = null;
      lines[i] = blank(lines[i]!);
    } else if (m) {
      fence = { char: m[1]![0]!, length: m[1]!.length };
      lines[i] = blank(lines[i]!);
    }
  }
  return lines.join('\n');
}

/** The Markdown text with fenced code blocks and code spans blanked: what is left is prose and links. */
export function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

export interface Link {
  line: number;
  target: string;
}

/**
 * Inline links and images `[text](target "title")`, `[text](<target>)`, and reference definitions
 * `[label]: target`, outside code. The line is the target's.
 */
export function linksOf(markdown: string): Link[] {
  const prose = withoutCode(markdown);
  const out: Link[] = [];
  const inline = /\[(?:[^[\]]|\[[^[\]]*\])*\]\(\s*(<[^>\n]*>|(?:[^\s()]|\([^\s()]*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
  for (const m of prose.matchAll(inline)) {
    const at = m.index + m[0].indexOf('(', m[0].lastIndexOf(']'));
    out.push({ line: lineAt(prose, at), target: m[1]!.replace(/^<|>$/g, '') });
  }
  for (const m of prose.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*(<[^>\n]*>|\S+)/gm)) {
    out.push({ line: lineAt(prose, m.index), target: m[1]!.replace(/^<|>$/g, '') });
  }
  return out.sort((a, b) => a.line - b.line);
}

/** A link that leaves the repository's files: a web address, mail, or another scheme. */
const external = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link or image: its text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map<string, Set<string>>();
/** The anchors a Markdown file has: one per heading (repeats numbered -1, -2 …), and explicit `id`/`name` attributes. */
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set();
    const prose = withoutFences(textOf(file) ?? ''); // a heading's code spans count: their text is in its anchor
    const seen = new Map<string, number>();
    for (const m of prose.matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
      const slug = headingSlug(m[1]!);
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n ? `${slug}-${n}` : slug);
    }
    for (const m of prose.matchAll(/<[a-z][^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(m[1]!);
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** What is wrong with one link of `file`, or null when it resolves. */
export function linkProblem(file: string, target: string): string | null {
  if (target === '') return 'empty link target';
  if (external(target)) return null;
  const hash = target.indexOf('#');
  let path = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
  const anchor = hash < 0 ? null : target.slice(hash + 1);
  try {
    path = decodeURIComponent(path);
  } catch {
    return `"${target}" is not a valid URL path`;
  }
  let resolved = file;
  if (path !== '') {
    resolved = path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.join(posix.dirname(file), path);
    resolved = resolved.replace(/\/+$/, '');
    if (resolved === '.') resolved = '';
    if (resolved === '..' || resolved.startsWith('../')) return `"${target}" points outside the repository`;
    const isFile = trackedFiles.has(resolved);
    if (!isFile && !trackedFolders.has(resolved)) {
      return existsSync(join(root, resolved))
        ? `"${target}": ${resolved} is not tracked by git (a fresh clone does not have it)`
        : `"${target}": no file or folder ${resolved}`;
    }
    if (!existsSync(join(root, resolved))) return `"${target}": ${resolved} is tracked but missing from the working tree`;
    if (!isFile) return null;
  }
  if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(decodeURIComponent(anchor).toLowerCase())) {
    return `"${target}": ${resolved || file} has no heading with the anchor #${anchor}`;
  }
  return null;
}

/** Every broken relative link of the tracked Markdown files, as `file:line: problem`. */
function brokenLinks(): string[] {
  const out: string[] = [];
  for (const file of markdownFiles) {
    const text = textOf(file);
    if (text === null) continue;
    for (const link of linksOf(text)) {
      const problem = linkProblem(file, link.target);
      if (problem) out.push(`${file}:${link.line}: ${problem}`);
    }
  }
  return out;
}

// Spelt in pieces, so that this file does not name them itself.
const NAMES = ['DES' + 'IGN', 'STY' + 'LE'].join('|');
const OUTSIDE = new RegExp(String.raw`\.\./` + 'shared' + String.raw`\b|(?<![\w-])(?:${NAMES})\.md\b`, 'gi');
/** The same documents cited by name alone (in capitals, as "<NAME> budgets" or "<NAME>: …"), not as part of a constant's name. */
const OUTSIDE_BY_NAME = new RegExp(String.raw`(?<![\w-])(?:${NAMES})(?![\w.-])`, 'g');

/** Every line of a tracked text file that refers to documents outside the repository, as `file:line: text`. */
function outsideReferences(): string[] {
  const out: string[] = [];
  for (const file of tracked) {
    const text = textOf(file);
    if (text === null) continue;
    for (const m of [...text.matchAll(OUTSIDE), ...text.matchAll(OUTSIDE_BY_NAME)]) out.push(`${file}:${lineAt(text, m.index)}: "${m[0]}"`);
  }
  return out;
}

describe('the repository explains itself (issue 41)', () => {
  it('reads the link syntax it checks, and nothing inside code', () => {
    const md = [
      'See [a](a.md), [b](<b c.md> "title"), ![i](img/x.png) and [d](d.md#part) [e](#top).',
      '`[not](code.md)` and',
      '```md',
      '[not](fenced.md)',
      '```',
      '[wrapped',
      'text](f.md) [web](https://example.com)',
      '[ref]: g.md',
    ].join('\n');
    expect(linksOf(md)).toEqual([
      { line: 1, target: 'a.md' },
      { line: 1, target: 'b c.md' },
      { line: 1, target: 'img/x.png' },
      { line: 1, target: 'd.md#part' },
      { line: 1, target: '#top' },
      { line: 7, target: 'f.md' },
      { line: 7, target: 'https://example.com' },
      { line: 8, target: 'g.md' },
    ]);
    expect(headingSlug('Hostile input (`e2e/hostile.e2e.ts`, `src/lib/safe-link.test.ts`)')).toBe(
      'hostile-input-e2ehostilee2ets-srclibsafe-linktestts',
    );
    expect(linkProblem('docs/contract.md', 'shell.md#preferences')).toBeNull();
    expect(linkProblem('docs/contract.md', 'shell.md#no-such-heading')).toMatch(/no heading/);
    expect(linkProblem('docs/contract.md', 'adr/')).toBeNull();
    expect(linkProblem('docs/contract.md', 'no-such.md')).toMatch(/no file or folder docs\/no-such\.md/);
    expect(linkProblem('docs/contract.md', '../../x.md')).toMatch(/outside the repository/);
  });

  it('every relative link of a tracked Markdown file names a tracked file or folder (and a heading of a Markdown file)', () => {
    expect(markdownFiles.length).toBeGreaterThan(10);
    const broken = brokenLinks();
    expect(broken, `${broken.length} broken link(s):\n${broken.join('\n')}`).toEqual([]);
  });

  it('no tracked file refers to documents kept outside the repository', () => {
    const found = outsideReferences();
    expect(found, `${found.length} reference(s) to documents outside the repository:\n${found.join('\n')}`).toEqual([]);
  });
});
