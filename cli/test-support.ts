// Helpers for the CLI tests: run a fresh program in-process, and build configuration fixtures
// by editing copies of the repository's own YAML (so fixtures follow the real configuration).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { parseDocument, type Document } from 'yaml';
import { exitCodeOf, type CliIO } from './io';
import { createProgram } from './program';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = join(root, 'cli/bin.js');

/** Runs `meridian …args` in-process with a fresh program; the exit code is the one the process would exit with (cli/main.ts). */
export async function run(
  args: string[],
  opts: { cwd?: string; stdin?: string } = {},
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = {
    cwd: opts.cwd ?? root,
    out: (t) => {
      out += `${t}\n`;
    },
    err: (t) => {
      err += `${t}\n`;
    },
    readStdin: async () => opts.stdin ?? '',
    now: () => new Date('2026-11-22T10:00:00Z'),
  };
  try {
    await createProgram(io).parseAsync(['node', 'meridian', ...args]);
    return { code: 0, out, err };
  } catch (e) {
    const code = exitCodeOf(e);
    if (code === null) throw e;
    return { code, out, err };
  }
}

/** A temporary folder removed when the test ends. */
export function tempDir(prefix = 'meridian-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs git in `cwd` as a CI would (no signing, a fixed author); returns its output. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=ci@meridian.example', '-c', 'user.name=ci', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();
}

/** scratch() as a git repository with everything committed: a clean tree, as `meridian publish` wants. */
export function committedScratch(): string {
  const dir = scratch();
  // As in the repository: the development key's folder is ignored.
  writeFileSync(join(dir, '.gitignore'), '.meridian/\n');
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'base');
  return dir;
}

/** A copy of the repo's configuration (sites, rules, scenarios, locales) to change, removed when the test ends. */
export function scratch(): string {
  const dir = tempDir();
  for (const f of ['sites', 'rules', 'scenarios', 'locales']) cpSync(join(root, f), join(dir, f), { recursive: true });
  return dir;
}

/** Edits one YAML file of a fixture through the yaml Document API (comments and layout kept). */
export function editYaml(dir: string, file: string, edit: (doc: Document, value: any) => void): void {
  const path = join(dir, file);
  const doc = parseDocument(readFileSync(path, 'utf8'));
  edit(doc, doc.toJS());
  writeFileSync(path, doc.toString());
}

const indexOf = (list: { id: string }[], id: string) => {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`fixture: no "${id}"`);
  return i;
};

/** The four configuration edits whose diffs the tests know exactly. */
export const fixtures = {
  /** `referral` added to the hidden flags of mt, which eu extends. */
  parentFlag(dir: string): void {
    editYaml(dir, 'sites/mt.yaml', (doc) => {
      doc.addIn(['hidden'], 'referral');
    });
  },
  /** The Netherlands notice for tier 11+ comes back after 7 days instead of 30. */
  window7d(dir: string): void {
    editYaml(dir, 'rules/dialogs-compliance.yaml', (doc, v) => {
      const i = indexOf(v.rules, 'nl-limit-high-tier');
      const j = (v.rules[i].when.all as { fact: string }[]).findIndex((c) => c.fact === 'elapsedMs');
      if (v.rules[i].when.all[j].value !== '30d') throw new Error('fixture: nl-limit-high-tier is no longer 30d');
      doc.setIn(['rules', i, 'when', 'all', j, 'value'], '7d');
    });
  },
  /** restricted_location (100) and state_limit (95) swap priorities. */
  prioritySwap(dir: string): void {
    editYaml(dir, 'rules/dialogs.yaml', (doc, v) => {
      const a = indexOf(v.dialogs, 'restricted_location');
      const b = indexOf(v.dialogs, 'state_limit');
      doc.setIn(['dialogs', a, 'priority'], v.dialogs[b].priority);
      doc.setIn(['dialogs', b, 'priority'], v.dialogs[a].priority);
    });
  },
  /** The Careers link leaves the About column of the global footer (main site). */
  footerLinkRemoved(dir: string): void {
    editYaml(dir, 'sites/links/footer.yaml', (doc, v) => {
      const c = indexOf(v.footers.global.columns, 'about');
      doc.deleteIn(['footers', 'global', 'columns', c, 'links', indexOf(v.footers.global.columns[c].links, 'footer_careers')]);
    });
    // As its author would, out of the rule that names it too (withdraw-only-controls hides every footer link).
    editYaml(dir, 'rules/access.yaml', (doc, v) => {
      const r = indexOf(v.rules, 'withdraw-only-controls');
      const at = (v.rules[r].then.hide as string[]).indexOf('footer_careers');
      if (at < 0) throw new Error('fixture: withdraw-only-controls no longer hides footer_careers');
      doc.deleteIn(['rules', r, 'then', 'hide', at]);
    });
  },
};
