import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { ConfigError, loadDotEnv, readConfig } from './config.ts';
import { createProxy, sendJson } from './proxy.ts';
import { teamGate } from './team-auth.ts';

// `npm start`: the built dashboard and the same proxy, for a team.
const DIST = resolve(process.env.SEARCHBOARD_DIST ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

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
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
if (!loopback && !process.env.DASHBOARD_TOKEN) {
  console.error(`Refusing to listen on ${host}: a non-loopback address needs DASHBOARD_TOKEN (see README).`);
  process.exit(1);
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const proxy = await createProxy(config);
const gate = teamGate(process.env.DASHBOARD_TOKEN);
if (!loopback) config.allowedHosts.push(host.toLowerCase());

const server = createServer((req, res) => {
  if (gate(req, res)) return;
  proxy.handle(req, res, () => {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendJson(res, 405, { message: 'Method not allowed' });
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(DIST, path));
    const inside = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
    // Unknown paths are app routes: the SPA answers them.
    const served = inside ? file : join(DIST, 'index.html');
    const hashed = inside && path.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[extname(served)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(served).pipe(res);
  });
});
server.listen(port, host, () => {
  const modes = Object.entries(proxy.mode)
    .map(([b, m]) => `${b}: ${m}`)
    .join(', ');
  console.log(`Searchboard on http://${host}:${port} (${modes})`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    server.close();
    void proxy.close().then(() => process.exit(0));
  });
}
