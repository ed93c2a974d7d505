import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './figure.ts';
import { freePort, startNode } from './processes.ts';

const PROJECT_KEY = '5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2';
const DATA_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

async function rps(url: string, headers: Record<string, string>): Promise<number> {
  const r = await autocannon({ url, connections: 32, duration: 3, headers });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return r.requests.average;
}

/**
 * proxy.throughput_vs_direct: requests per second through the proxy against straight to the sandbox, each in its
 * own process, same endpoints, same connections; best of two rounds each, on loopback only.
 */
export async function proxyFigures(): Promise<Figure[]> {
  const sbPort = await freePort();
  const pxPort = await freePort();
  const db = join(mkdtempSync(join(tmpdir(), 'sb-bench-')), 'sandbox.db');
  const sandbox = await startNode(
    'src/sandbox/cli.ts',
    ['--quiet'],
    { SANDBOX_PORT: String(sbPort), SANDBOX_DB: db },
    'listening',
  );
  const sb = `http://127.0.0.1:${sbPort}`;
  const proxy = await startNode(
    'bench/proxy-server.ts',
    [],
    {
      PORT: String(pxPort),
      PROJECT_API_URL: `${sb}/project`,
      PROJECT_API_KEY: PROJECT_KEY,
      DATA_API_URL: `${sb}/data`,
      DATA_API_KEY: DATA_KEY,
      BACKLINKS_API_URL: `${sb}/backlinks`,
    },
    'ready',
  );
  try {
    // The free reads the dashboard's page views make most: the shell's balance, the AI overview (engines,
    // statistics, prompts), the audit list and a page of crawled pages, the backlink report list.
    const paths: [string, string][] = [
      ['project', '/account/balance'],
      ['project', '/sites/101/airt/llm'],
      ['project', '/sites/101/airt/llm/301/statistics'],
      ['project', '/sites/101/airt/llm/301/prompts?limit=20'],
      ['data', '/v1/site-audit/audits?limit=20'],
      ['data', '/v1/site-audit/audits/pages?audit_id=5101&limit=50'],
      ['backlinks', '/backlink-reports'],
    ];
    const figures: Figure[] = [];
    const ratios: number[] = [];
    for (const [base, path] of paths) {
      const key = base === 'project' ? PROJECT_KEY : DATA_KEY;
      const name = `${base}${path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '_')}`;
      const d = Math.max(
        await rps(`${sb}/${base}${path}`, { authorization: `Token ${key}` }),
        await rps(`${sb}/${base}${path}`, { authorization: `Token ${key}` }),
      );
      const p = Math.max(
        await rps(`http://127.0.0.1:${pxPort}/api/${base}${path}`, {}),
        await rps(`http://127.0.0.1:${pxPort}/api/${base}${path}`, {}),
      );
      ratios.push(p / d);
      figures.push({ figure: `proxy.rps.${name}.direct`, value: Math.round(d), unit: 'req/s' });
      figures.push({ figure: `proxy.rps.${name}.proxied`, value: Math.round(p), unit: 'req/s' });
    }
    // geometric mean over the endpoints, so a fast endpoint does not outweigh a slow one
    const ratio = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
    figures.push({
      figure: 'proxy.throughput_vs_direct',
      value: +ratio.toFixed(2),
      unit: 'ratio',
      goal: '>= 0.9',
    });
    return figures;
  } finally {
    proxy.kill('SIGKILL');
    sandbox.kill('SIGKILL');
  }
}
