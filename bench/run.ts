import { writeFileSync } from 'node:fs';
import { aiFigures } from './ai.ts';
import { auditsFigures } from './audits.ts';
import { backlinksFigures } from './backlinks.ts';
import { bundleFigures } from './bundle.ts';
import { creditsFigures } from './credits.ts';
import type { Figure } from './figure.ts';
import { keywordsFigures } from './keywords.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { pagesFigures } from './pages.ts';
import { proxyFigures } from './proxy.ts';

// `npm run bench [suite …]`: every figure as one JSON line, and all of them in bench/results.json.
// Each figure is a ratio against a baseline measured in the same run, or a count; never a wall-clock threshold.
const suites: [string, () => Promise<Figure[]>][] = [
  ['bundle', bundleFigures],
  ['ai', aiFigures],
  ['proxy', proxyFigures],
  ['keywords', keywordsFigures],
  ['credits', creditsFigures],
  ['backlinks', backlinksFigures],
  ['audits', auditsFigures],
  ['pages', pagesFigures],
  ['lighthouse', lighthouseFigures],
];
const only = process.argv.slice(2);
const all: Figure[] = [];
const failed: string[] = [];
for (const [name, run] of suites) {
  if (only.length && !only.includes(name)) continue;
  try {
    for (const f of await run()) {
      all.push(f);
      console.log(JSON.stringify(f));
    }
  } catch (err) {
    failed.push(name);
    console.error(`bench suite "${name}" failed: ${(err as Error).message}`);
  }
}
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ measured_at: new Date().toISOString(), figures: all }, null, 2)}\n`,
);
if (failed.length) process.exitCode = 1;
