import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/**
 * Commands the test does not run, by name, each with why. Everything else in a README shell block
 * runs as written on a fresh clone of HEAD.
 */
const NOT_RUN: Record<string, string> = {
  'npm install && npm start':
    'downloads every dependency from the registry, then serves the site until stopped; the clone gets the repository’s node_modules instead',
  'npm start': 'the development server runs until stopped (e2e/dev-console.e2e.ts starts it and checks its pages)',
  'npm test': 'the whole suite (about an hour), which includes this test',
  '$EDITOR sites/main.yaml': 'an interactive editor',
  'npm run bench': 'builds the site and measures every performance budget for minutes; not a correctness check',
};

/** Whether a quote is still open at the end of `text`, as bash reads it (a `#` after a blank, outside quotes, starts a comment). */
function openQuote(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '#' && (i === 0 || /\s/.test(text.charAt(i - 1)))) {
      const eol = text.indexOf('\n', i);
      if (eol < 0) return false;
      i = eol;
    }
  }
  return quote !== null;
}

/** The shell commands of a markdown text's ```bash/sh/shell blocks, in order; a quoted newline or a trailing `\` continues a command. */
export function shellCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```(?:bash|sh|shell)\n([\s\S]*?)^```/gm)) {
    let pending = '';
    for (const line of (block[1] ?? '').split('\n')) {
      if (!pending && (line.trim() === '' || line.trim().startsWith('#'))) continue;
      pending = pending ? `${pending}\n${line}` : line;
      if (openQuote(pending) || pending.endsWith('\\')) continue;
      commands.push(pending);
      pending = '';
    }
    if (pending) commands.push(pending);
  }
  return commands;
}

/** A command without its trailing `# comment` (the excluded ones hold no quotes, so no `#` inside one). */
const bare = (command: string) => command.replace(/\s+#.*$/s, '').trim();

describe('README.md', () => {
  const commands = shellCommands(readme);
  const toRun = commands.filter((c) => !(bare(c) in NOT_RUN));

  it('finds its shell commands, and every command it leaves out is in it by that name', () => {
    expect(commands.length).toBeGreaterThan(20);
    expect(commands).toContain("echo 'site: uk\nuser: { isLogin: true }' | npm run -s meridian -- decide --facts - --format text");
    const present = new Set(commands.map(bare));
    for (const name of Object.keys(NOT_RUN)) expect(present, `"${name}" is excluded but not in README.md`).toContain(name);
  });

  describe('every other command runs as written on a fresh clone of HEAD', () => {
    let tmp = '';
    let clone = '';
    // A user's shell, not the test runner's: nothing of vitest's, nor a $MERIDIAN_* of this machine.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(VITEST|MERIDIAN_|NODE_ENV$|TEST$)/.test(k)),
    ) as NodeJS.ProcessEnv;
    env.FORCE_COLOR = '0';

    beforeAll(() => {
      tmp = mkdtempSync(join(tmpdir(), 'meridian-readme-'));
      clone = join(tmp, 'meridian');
      const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { encoding: 'utf8' });
      expect(cloned.status, cloned.stderr).toBe(0);
      // A shallow checkout (CI's may be one commit deep) has no HEAD~1 for the diff examples: give the
      // clone an empty commit on top, so HEAD~1 is the checked-out revision.
      if (spawnSync('git', ['rev-parse', '--verify', '--quiet', 'HEAD~1^{commit}'], { cwd: clone }).status !== 0) {
        const id = ['-c', 'user.email=readme@meridian.example', '-c', 'user.name=readme', '-c', 'commit.gpgsign=false'];
        const made = spawnSync('git', [...id, 'commit', '--quiet', '--allow-empty', '-m', 'a second commit for HEAD~1'], {
          cwd: clone,
          encoding: 'utf8',
        });
        expect(made.status, made.stderr).toBe(0);
      }
      // What `npm install` leaves: the dependencies (the repository's own, linked) and `prepare`'s CLI bundle.
      symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
      const prepared = spawnSync('node', ['scripts/build-cli.mjs'], { cwd: clone, encoding: 'utf8', env });
      expect(prepared.status, prepared.stderr).toBe(0);
    }, 300_000);
    afterAll(() => tmp && rmSync(tmp, { recursive: true, force: true }));

    for (const command of toRun) {
      it(
        bare(command),
        () => {
          const r = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', command], {
            cwd: clone,
            encoding: 'utf8',
            env,
            timeout: 600_000,
            maxBuffer: 64 * 1024 * 1024,
          });
          expect(r.status, `exit ${r.status}${r.signal ? ` (${r.signal})` : ''}\n${r.stderr.slice(-2000)}`).toBe(0);
        },
        620_000,
      );
    }
  });
});
