import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { activityFigures } from './activity.ts';
import { alertsFigures } from './alerts.ts';
import { aiFigures } from './ai.ts';
import { auditsFigures } from './audits.ts';
import { backlinksFigures } from './backlinks.ts';
import { bundleFigures } from './bundle.ts';
import { creditsFigures } from './credits.ts';
import type { Figure } from './figure.ts';
import { keywordsFigures } from './keywords.ts';
import { interactionFigures } from './interaction.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { pagesFigures } from './pages.ts';
import { peopleFigures } from './people.ts';
import { positionsFigures } from './positions.ts';
import { proxyFigures } from './proxy.ts';
import { reportsFigures } from './reports.ts';
import { storeFigures } from './store.ts';

// `npm run bench [suite …]`: every figure as one JSON line, and all of them in bench/results.json.
// Each figure is a ratio against a baseline measured in the same run, or a count; never a wall-clock threshold.
const suites: [string, () => Promise<Figure[]>][] = [
  ['bundle', bundleFigures],
  ['ai', aiFigures],
  ['proxy', proxyFigures],
  ['keywords', keywordsFigures],
  ['credits', creditsFigures],
  ['store', storeFigures],
  ['people', peopleFigures],
  ['activity', activityFigures],
  ['backlinks', backlinksFigures],
  ['audits', auditsFigures],
  ['pages', pagesFigures],
  ['positions', positionsFigures],
  ['lighthouse', lighthouseFigures],
  ['interaction', interactionFigures],
  ['reports', reportsFigures],
  ['alerts', alertsFigures],
];
const only = process.argv.slice(2);
const RESULTS = 'bench/results.json';
type Stored = Figure & { suite?: string };
const fresh: Stored[] = [];
const ran = new Map<string, string>();
const failed: string[] = [];
for (const [name, run] of suites) {
  if (only.length && !only.includes(name)) continue;
  try {
    for (const f of await run()) {
      fresh.push({ ...f, suite: name });
      console.log(JSON.stringify(f));
    }
    ran.set(name, new Date().toISOString());
  } catch (err) {
    failed.push(name);
    console.error(`bench suite "${name}" failed: ${(err as Error).message}`);
  }
}
// `npm run bench proxy` refreshes the proxy's figures and keeps the others, each suite with the time it ran
const before = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as { suites?: Record<string, string>; figures?: Stored[] })
  : {};
const suiteTimes: Record<string, string> = {};
const figures: Stored[] = [];
for (const [name] of suites) {
  if (ran.has(name)) {
    suiteTimes[name] = ran.get(name)!;
    figures.push(...fresh.filter((f) => f.suite === name));
  } else if (before.suites?.[name]) {
    suiteTimes[name] = before.suites[name];
    figures.push(...(before.figures ?? []).filter((f) => f.suite === name));
  }
}
writeFileSync(
  RESULTS,
  `${JSON.stringify({ measured_at: new Date().toISOString(), suites: suiteTimes, figures }, null, 2)}\n`,
);
if (failed.length) process.exitCode = 1;
