// `npm test`: the unit half (Vitest), then the browser half (e2e/run.mjs) even when the first failed, so one run
// shows every failure. The output ends with each half's counts and an overall line; the exit code is non-zero
// when either half failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { firstLine } from './first-line.mjs';

mkdirSync('test-results', { recursive: true });
const unitFile = 'test-results/unit.json';
const plainPort = Number(process.env.E2E_PORT ?? 4174);
const e2eFile = `test-results/e2e-summary-${plainPort}.json`;
rmSync(unitFile, { force: true });
rmSync(e2eFile, { force: true });

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const unitCode = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitFile}`,
]);
const unit = read(unitFile);
const e2eCode = run('node', ['e2e/run.mjs']);
const e2e = read(e2eFile);

const lines = [];
let passed = 0;
let failed = 0;
if (unit) {
  lines.push(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else lines.push(`unit: did not report its counts (exit code ${unitCode})`);
if (unitCode !== 0 && unit?.numFailedTests === 0)
  lines.push(`unit: exit code ${unitCode} (an error outside a test)`);
if (e2e) {
  const flaky = e2e.flaky?.length ? ` (${e2e.flaky.length} flaky)` : '';
  lines.push(`e2e: ${e2e.passed} passed${flaky}, ${e2e.failed} failed`);
  passed += e2e.passed;
  failed += e2e.failed;
} else lines.push(`e2e: stopped before its tests ran (exit code ${e2eCode})`);
// each failed test by name, so the last lines of a long log still say what to look at
if (unit)
  for (const file of unit.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        lines.push(
          `unit failed: ${relative(process.cwd(), file.name)} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
        );
for (const line of e2e?.flaky ?? []) lines.push(`e2e flaky (failed, then passed on its retry): ${line}`);
for (const line of e2e?.failures ?? []) lines.push(`e2e failed: ${line}`);
const ok = unitCode === 0 && e2eCode === 0;
lines.push(`${ok ? 'PASSED' : 'FAILED'}: ${passed} passed, ${failed} failed`);
console.log(`\n${lines.join('\n')}`);
process.exit(ok ? 0 : 1);
