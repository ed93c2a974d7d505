// The e2e server: a fresh sandbox store, `npm start`'s server on the built app, and in front of it a recorder that
// checks every response (headers and body) for keys, so the leak scan covers all the e2e run saw.
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { findKeys, secretKeys } from './leak-scan.mjs';

const dataDir = process.env.SEARCHBOARD_DATA_DIR ?? '.data/e2e';
const port = Number(process.env.PORT ?? 4174);
const inner = port + 1000;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const keys = secretKeys();
const leaks = join(dataDir, 'leaks.jsonl');
const log = createWriteStream(join(dataDir, 'server.log'));

// The faults pass (e2e/run.mjs) sets E2E_FAULTS: the embedded sandbox takes it as SANDBOX_FAULTS, and the proxy
// gives up on an answer that never comes after E2E_PROXY_TIMEOUT_MS instead of a minute. Otherwise no faults,
// whatever the shell has set.
const faults = process.env.E2E_FAULTS ?? '';
const timeouts = faults ? { PROXY_TIMEOUT_MS: process.env.E2E_PROXY_TIMEOUT_MS ?? '3000' } : {};

// start.ts reads SEARCHBOARD_DIST for the folder it serves; its log goes to a file the leak scan reads.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PORT: String(inner), PROXY_LOG: '1', SANDBOX_FAULTS: faults, ...timeouts },
});
child.stdout.pipe(log);
child.stderr.on('data', (c) => {
  log.write(c);
  process.stderr.write(c);
});

const recorder = createServer((req, res) => {
  const up = request(
    { host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: req.headers },
    (upRes) => {
      const chunks = [];
      upRes.on('data', (c) => chunks.push(c));
      upRes.on('end', () => {
        const body = Buffer.concat(chunks);
        const found = findKeys(JSON.stringify(upRes.headers) + body.toString('latin1'), keys);
        if (found.length) appendFileSync(leaks, `${JSON.stringify({ url: req.url, keys: found.length })}\n`);
        res.writeHead(upRes.statusCode ?? 502, upRes.headers);
        res.end(body);
      });
    },
  );
  up.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(up);
});
recorder.listen(port, '127.0.0.1');

const stop = (sig) => {
  recorder.close();
  child.kill(sig);
};
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
child.on('exit', (code) => process.exit(code ?? 0));
