// `npm test`: typecheck, unit tests, config lint and rule tests; ends with one line
// "N passed, N failed" counting every test that ran, and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const steps = [];
let passed = 0;
let failed = 0;

function run(name, cmd, args) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  process.stdout.write(r.stdout ?? '');
  steps.push({ name, ok: r.status === 0 });
  return { ok: r.status === 0, out: r.stdout ?? '' };
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const tsc = run('typecheck', npx, ['tsc', '--noEmit', '-p', '.']);
tsc.ok ? passed++ : failed++;

mkdirSync('tmp', { recursive: true });
rmSync('tmp/vitest.json', { force: true });
const unit = run('unit tests', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=tmp/vitest.json']);
try {
  const report = JSON.parse(readFileSync('tmp/vitest.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (unit.ok ? 0 : report.numFailedTests === 0 ? 1 : 0);
  if (report.numTotalTests === 0) failed++;
} catch {
  failed++;
}

// Browser tests: Debian's Chromium through playwright-core; installed by .ci/run, or here when missing and root.
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') && process.getuid?.() === 0) {
  spawnSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium >/dev/null'], { stdio: 'inherit' });
}
rmSync('tmp/vitest-e2e.json', { force: true });
const e2e = run('browser tests', npx, ['vitest', 'run', '-c', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=tmp/vitest-e2e.json']);
try {
  const report = JSON.parse(readFileSync('tmp/vitest-e2e.json', 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (e2e.ok ? 0 : report.numFailedTests === 0 ? 1 : 0);
  if (report.numTotalTests === 0) failed++;
} catch {
  failed++;
}

const lint = run('config lint', npx, ['tsx', 'cli/main.ts', 'lint']);
lint.ok ? passed++ : failed++;

const rules = run('rule tests', npx, ['tsx', 'cli/main.ts', 'test']);
const m = /^(\d+) passed, (\d+) failed$/m.exec(rules.out);
if (m) {
  passed += Number(m[1]);
  failed += Number(m[2]);
} else failed++;

console.log(`\n${steps.map((s) => `${s.ok ? 'ok  ' : 'FAIL'} ${s.name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) && failed === 0 ? 0 : 1);
