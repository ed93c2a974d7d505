import { writeFileSync } from 'node:fs';
import { bundleFigures } from './bundle.ts';
import type { Figure } from './figure.ts';
import { proxyFigures } from './proxy.ts';

// `npm run bench`: every figure as one JSON line, and all of them in bench/results.json.
const suites: [string, () => Promise<Figure[]>][] = [
  ['bundle', bundleFigures],
  ['proxy', proxyFigures],
];
const only = process.argv.slice(2);
const all: Figure[] = [];
for (const [name, run] of suites) {
  if (only.length && !only.includes(name)) continue;
  for (const f of await run()) {
    all.push(f);
    console.log(JSON.stringify(f));
  }
}
writeFileSync(
  'bench/results.json',
  `${JSON.stringify({ measured_at: new Date().toISOString(), figures: all }, null, 2)}\n`,
);
