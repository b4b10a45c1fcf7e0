// `npm test`: typecheck, lint, unit tests, browser tests, config lint, rule tests and policies; ends with one line
// "N passed, N failed" counting every test that ran, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failureLines } from './failure-lines.mjs';

const steps = [];
let passed = 0;
let failed = 0;
// Vite's notice about its future config loader, printed by every vitest start, is noise in CI logs.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
/** Failing tests by name, repeated in the summary so a log's tail names them. */
const failures = [];

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  process.stdout.write(r.stdout ?? '');
  steps.push({ name, ok: r.status === 0, seconds: (Date.now() - t0) / 1000 });
  return { ok: r.status === 0, out: r.stdout ?? '' };
}

/** A step that is one check: it counts as one passed or one failed test. */
function count(ok) {
  if (ok) passed++;
  else failed++;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

// Property tests (src/test-support/fc-params.ts) take their seed from the commit: the same commit
// draws the same cases here and in CI, each new commit draws new ones. FC_SEED set outside wins.
if (!process.env.FC_SEED) {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  if (head.status === 0 && /^[0-9a-f]{8}/.test(head.stdout))
    process.env.FC_SEED = String(parseInt(head.stdout.slice(0, 8), 16) & 0x7fffffff);
}
console.log(`property tests: FC_SEED=${process.env.FC_SEED ?? '(random)'}`);

const tsc = run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
count(tsc.ok);

// Lint, layers and format (`npm run lint`): one step, one count.
const lintCode = run('lint', 'npm', ['run', '--silent', 'lint']);
count(lintCode.ok);

/** Runs vitest with a JSON report and adds its counts; a run that executes no test counts as a failure. */
function vitest(name, extraArgs, report) {
  rmSync(report, { force: true });
  const r = run(name, npx, ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests + (r.ok || json.numFailedTests > 0 ? 0 : 1);
    if (json.numTotalTests === 0) failed++;
    for (const file of json.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status !== 'failed') continue;
        failures.push(
          `${name}: ${file.name.replace(process.cwd() + '/', '')} > ${t.fullName}\n${failureLines(t.failureMessages?.[0], file.name, process.cwd())}`,
        );
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
        failures.push(
          `${name}: ${file.name.replace(process.cwd() + '/', '')}: ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      }
    }
  } catch {
    failed++;
  }
}

mkdirSync('tmp', { recursive: true });
vitest('unit tests', [], 'tmp/vitest.json');

// Browser tests: Debian's Chromium through playwright-core; installed by .ci/run, or here when missing and root.
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') && process.getuid?.() === 0) {
  spawnSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
}
vitest('browser tests', ['-c', 'vitest.e2e.config.ts'], 'tmp/vitest-e2e.json');

// The CLI as `npx meridian` runs it: the prebuilt bundle, or the sources through tsx when the bundle
// is missing or older than them (cli/bin.js says so on stderr), so a stale build never tests old code.
const lint = run('config lint', process.execPath, ['cli/bin.js', 'lint']);
count(lint.ok);

const rules = run('rule tests', process.execPath, ['cli/bin.js', 'test']);
const m = /^(\d+) passed, (\d+) failed$/m.exec(rules.out);
if (m) {
  passed += Number(m[1]);
  failed += Number(m[2]);
} else failed++;

// The policies (rules/policies/), each proven over every class of visitor: one test per policy. An
// unproven policy fails unless its reviewed acceptance covers it (then it passes, and says so).
const verify = run('policies (meridian verify)', process.execPath, ['cli/bin.js', 'verify']);
const v = /^(\d+) polic(?:y|ies): (\d+) proven, (\d+) violated, (\d+) unproven(?: \((\d+) accepted\))?/m.exec(verify.out);
if (v) {
  const accepted = Number(v[5] ?? 0);
  passed += Number(v[2]) + accepted;
  failed += Number(v[3]) + Number(v[4]) - accepted;
} else failed++;

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
// Each stage's wall time, so a slow stage shows in every log (and CI's).
const total = steps.reduce((sum, s) => sum + s.seconds, 0);
const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
console.log(`\n${steps.map((s) => `${s.ok ? 'ok  ' : 'FAIL'} ${clock(s.seconds).padStart(6)}  ${s.name}`).join('\n')}`);
console.log(`     ${clock(total).padStart(6)}  total`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
