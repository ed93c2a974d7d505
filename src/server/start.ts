import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError, loadDotEnv, readConfig } from './http/config.ts';
import { createProxy } from './proxy/proxy.ts';
import { createStaticFiles } from './pages/static-files.ts';
import { lastResortHandlers } from './http/failure.ts';
import { claimsShare } from './share/share-gate.ts';
import { teamGate, tokenProblem } from './team/team-auth.ts';

// `npm start`: the built dashboard and the same proxy, for a team.
const DIST = resolve(process.env.SEARCHBOARD_DIST ?? 'dist');

loadDotEnv();
let config;
try {
  config = readConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
    process.exit(1);
  }
  throw err;
}
// Last resort only: every handler answers its own failures; these say loudly that something escaped them.
lastResortHandlers();
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
if (!loopback && !process.env.DASHBOARD_TOKEN) {
  console.error(`Refusing to listen on ${host}: a non-loopback address needs DASHBOARD_TOKEN (see README).`);
  process.exit(1);
}
const weak = tokenProblem(process.env.DASHBOARD_TOKEN);
if (weak) {
  console.error(`Refusing to start: ${weak}`);
  process.exit(1);
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const proxy = await createProxy(config);
// rank tracking's schedule runs in this process (a lease in the store keeps replicas from running a slot twice)
// a fresh install in front of the sandbox opens on a lived-in rank tracker (seeded once per store)
// before the schedule starts, so it finds the seeded slots done; a seed that fails is tried on the next start
await proxy
  .seedDemo()
  .catch((err: unknown) => console.error('Searchboard: the demo rank-tracking history was not seeded:', err));
proxy.positions.scheduler.start();
if (!loopback) config.allowedHosts.push(host.toLowerCase());

// the app with the team sign-in ahead of the share gate (share links pass it, to be limited there) and the built
// files behind the routes; sessions ended by signing out are kept in the store, so every replica and a restart
// refuse them
const server = createServer(
  proxy.serve({
    team: teamGate(process.env.DASHBOARD_TOKEN, claimsShare, { store: proxy.store }),
    files: createStaticFiles(DIST),
  }),
);
server.listen(port, host, () => {
  const modes = Object.entries(proxy.mode)
    .map(([b, m]) => `${b}: ${m}`)
    .join(', ');
  // the port actually bound: PORT=0 lets tests take a free one
  const bound = (server.address() as AddressInfo).port;
  console.log(`Searchboard on http://${host}:${bound} (${modes})`);
});
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    // stop accepting; idle keep-alive connections go now, busy ones once their answer is out
    server.close();
    server.closeIdleConnections();
    // the proxy answers or finishes what is in flight, then closes its pools and the store
    proxy.close().then(
      () => {
        server.closeAllConnections();
        process.exit(0);
      },
      (err: unknown) => {
        console.error('Searchboard could not close cleanly:', err);
        process.exit(1);
      },
    );
  });
}
