import autocannon from 'autocannon';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './figure.ts';
import { freePort, startNode } from './processes.ts';

const PROJECT_KEY = '5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2';
const DATA_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** a fast answer from a service across the internet; real round trips are longer, which only helps the proxy */
const UPSTREAM_LATENCY_MS = 20;

// The free reads the dashboard's page views make most: the shell's balance, the AI overview (engines,
// statistics, prompts), the audit list and a page of crawled pages, the backlink report list.
const PATHS: [string, string][] = [
  ['project', '/account/balance'],
  ['project', '/sites/101/airt/llm'],
  ['project', '/sites/101/airt/llm/301/statistics'],
  ['project', '/sites/101/airt/llm/301/prompts?limit=20'],
  ['data', '/v1/site-audit/audits?limit=20'],
  ['data', '/v1/site-audit/audits/pages?audit_id=5101&limit=50'],
  ['backlinks', '/backlink-reports'],
];

let sent = 0;
async function rps(url: string, headers: Record<string, string>, connections: number): Promise<number> {
  const r = await autocannon({ url, connections, duration: 3, headers });
  if (r.errors || r.non2xx) throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  sent += r.requests.total;
  return r.requests.average;
}

/** CPU time a process has used, in µs (Linux: utime + stime from /proc, in clock ticks of 10 ms) */
function cpuMicros(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Direct and proxied requests per second on every path, best of two rounds each; sandbox and proxy in their own processes. */
async function measure(
  faults: string,
  connections: number,
  prefix: string,
): Promise<{ ratio: number; figures: Figure[]; cpuPerRequest: number }> {
  const sbPort = await freePort();
  const pxPort = await freePort();
  const db = join(mkdtempSync(join(tmpdir(), 'sb-bench-')), 'sandbox.db');
  const sandbox = await startNode(
    'src/sandbox/cli.ts',
    ['--quiet'],
    { SANDBOX_PORT: String(sbPort), SANDBOX_DB: db, SANDBOX_FAULTS: faults },
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
      // the throughput of the proxy itself: the local sandbox has no rate limit to keep under
      PACE_PROJECT_RPS: '0',
      PACE_DATA_RPS: '0',
      PACE_BACKLINKS_RPS: '0',
    },
    'ready',
  );
  try {
    const figures: Figure[] = [];
    const ratios: number[] = [];
    let proxyCpu = 0;
    let proxiedCount = 0;
    for (const [base, path] of PATHS) {
      const key = base === 'project' ? PROJECT_KEY : DATA_KEY;
      const name = `${base}${path.replace(/\?.*$/, '').replace(/[^a-z0-9]+/gi, '_')}`;
      const direct = () => rps(`${sb}/${base}${path}`, { authorization: `Token ${key}` }, connections);
      const proxied = () =>
        rps(`http://127.0.0.1:${pxPort}/api/${base}${path}`, { 'x-searchboard': '1' }, connections);
      const d = Math.max(await direct(), await direct());
      const [cpu0, sent0] = [cpuMicros(proxy.pid), sent];
      const p = Math.max(await proxied(), await proxied());
      proxyCpu += cpuMicros(proxy.pid) - cpu0;
      proxiedCount += sent - sent0;
      ratios.push(p / d);
      figures.push({ figure: `${prefix}.${name}.direct`, value: Math.round(d), unit: 'req/s' });
      figures.push({ figure: `${prefix}.${name}.proxied`, value: Math.round(p), unit: 'req/s' });
    }
    // geometric mean over the endpoints, so a fast endpoint does not outweigh a slow one
    return {
      ratio: Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length),
      figures,
      cpuPerRequest: proxyCpu / proxiedCount,
    };
  } finally {
    proxy.kill('SIGKILL');
    sandbox.kill('SIGKILL');
  }
}

/**
 * proxy.throughput_vs_direct: requests per second through the proxy against straight to the sandbox, same paths,
 * 64 connections, on loopback. The sandbox answers after UPSTREAM_LATENCY_MS, as the real service across the
 * network would: the figure says whether the proxy holds the service's throughput or becomes the bottleneck.
 *
 * proxy.cpu_bound_vs_direct: the same with an instant sandbox, where load generator, proxy and sandbox share this
 * machine's two cores: the proxy's extra hop costs CPU the sandbox would otherwise use. Shown, not a goal: it
 * measures the machine as much as the proxy. proxy.cpu_us_per_request is the proxy's own cost (its process's CPU
 * time over the requests it forwarded, instant sandbox).
 */
export async function proxyFigures(): Promise<Figure[]> {
  const wan = await measure(`latency=${UPSTREAM_LATENCY_MS}`, 64, 'proxy.rps');
  const cpu = await measure('', 32, 'proxy.cpu_bound.rps');
  return [
    {
      figure: 'proxy.throughput_vs_direct',
      value: +wan.ratio.toFixed(2),
      unit: 'ratio',
      goal: '>= 0.9',
    },
    { figure: 'proxy.upstream_latency_ms', value: UPSTREAM_LATENCY_MS, unit: 'ms' },
    { figure: 'proxy.cpu_bound_vs_direct', value: +cpu.ratio.toFixed(2), unit: 'ratio' },
    { figure: 'proxy.cpu_us_per_request', value: Math.round(cpu.cpuPerRequest), unit: 'µs' },
    ...wan.figures,
    ...cpu.figures,
  ];
}
