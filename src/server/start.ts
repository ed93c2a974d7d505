import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { ConfigError, loadDotEnv, readConfig } from './http/config.ts';
import { createProxy } from './proxy/proxy.ts';
import { createStaticFiles } from './pages/static-files.ts';
import { lastResortHandlers } from './http/failure.ts';
import { oidcSettings } from './people/auth.ts';

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
if (process.env.DASHBOARD_TOKEN)
  console.warn(
    'DASHBOARD_TOKEN is no longer used: everyone signs in with an account of their own. Add people with `npm run people -- add <email> --role <role>` (README, "People and roles") and unset it.',
  );
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const proxy = await createProxy(config);
if (!loopback && (await proxy.people.owners()) === 0) {
  console.error(
    `Refusing to listen on ${host}: nobody could sign in, since the store has no owner yet. Add one first:\n  npm run people -- add you@example.com --role owner --password-stdin`,
  );
  await proxy.close();
  process.exit(1);
}
// rank tracking's schedule and report sends run in this process (leases in the store keep replicas from running a
// slot twice)
// a fresh install in front of the sandbox opens on a lived-in rank tracker (seeded once per store)
// before the schedule starts, so it finds the seeded slots done; a seed that fails is tried on the next start
await proxy
  .seedDemo()
  .catch((err: unknown) => console.error('Searchboard: the demo rank-tracking history was not seeded:', err));
proxy.jobs.start();
if (!loopback) config.allowedHosts.push(host.toLowerCase());

// Off loopback, every request needs a signed-in person (share links pass, to be limited by the share gate); the
// sessions are rows of the store, so every replica and a restart see one end. On loopback the local owner asks.
const publicUrl = process.env.PUBLIC_URL?.replace(/\/+$/, '') || `http://${host}:${port}`;
const server = createServer(
  proxy.serve({
    signIn: loopback ? undefined : { baseURL: publicUrl, oidc: oidcSettings() },
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
  // the server prints its own report pages for mailed PDFs: a wildcard address is reached on loopback
  const self = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  proxy.listening(`http://${self}:${bound}`);
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
