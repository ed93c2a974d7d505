import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { loadDotEnv, readConfig } from './http/config.ts';
import { lastResortHandlers } from './http/failure.ts';
import { portBusyMessage, portInUse } from './http/port-check.ts';
import { createProxy, type Proxy } from './proxy/proxy.ts';
import { FRAME_OPTIONS } from './http/security-headers.ts';

/**
 * Mounts the server's one app (http/app.ts) in the Vite dev and preview servers' middleware, so `npm run dev` is one
 * server: the app answers /api/* and /share/*, and hands every other path on to Vite.
 */
export function searchboardProxy(): Plugin {
  let proxy: Proxy | undefined;
  const mount = async (server: ViteDevServer | PreviewServer) => {
    loadDotEnv();
    const config = readConfig();
    proxy = await createProxy(config);
    // before the schedule starts, so it finds the seeded slots done; a seed that fails is tried on the next start
    await proxy
      .seedDemo()
      .catch((err: unknown) =>
        console.error('Searchboard: the demo rank-tracking history was not seeded:', err),
      );
    proxy.jobs.start();
    // the server prints its own report pages for mailed PDFs, at the address this server listens on
    const told = () => {
      const a = server.httpServer?.address();
      if (a && typeof a === 'object')
        proxy?.listening(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
    };
    if (server.httpServer?.listening) told();
    else server.httpServer?.once('listening', told);
    const sandboxed = Object.entries(proxy.mode)
      .filter(([, m]) => m === 'sandbox')
      .map(([b]) => b);
    if (sandboxed.length > 0) {
      console.log(`  Searchboard: ${sandboxed.join(', ')} served by the embedded sandbox (demo data).`);
    }
    // the app answers its own failures (500 with a request id); the last-resort handlers say loudly if something
    // escapes it
    lastResortHandlers();
    // No other site frames the dev or preview server's pages either. Only the framing part of the policy: the dev
    // server writes its own inline module scripts into the HTML (the HMR client, React's refresh preamble) and
    // swaps modules at run time, so a policy of hashed scripts would have to follow Vite's HTML on every change;
    // `npm start` serves the built app with the whole policy (security-headers.ts).
    server.middlewares.use((_req, res, next: () => void) => {
      res.setHeader('content-security-policy', "frame-ancestors 'none'");
      res.setHeader('x-frame-options', FRAME_OPTIONS);
      next();
    });
    const handle = proxy.handle;
    server.middlewares.use((req, res, next: () => void) => handle(req, res, next));
    server.httpServer?.on('close', () => void proxy?.close());
  };
  // Vitest builds a Vite server from the same config: tests start their own proxies and sandboxes.
  if (process.env.VITEST) return { name: 'searchboard-proxy' };
  return {
    name: 'searchboard-proxy',
    configureServer: async (server) => {
      // a busy port gets one line, not Vite's stack trace (strictPort: the dev server never moves on its own)
      const { port, host, middlewareMode } = server.config.server;
      if (!middlewareMode && port && (await portInUse(port, typeof host === 'string' ? host : '127.0.0.1'))) {
        console.error(portBusyMessage(port));
        process.exit(1);
      }
      await mount(server);
    },
    configurePreviewServer: (server) => mount(server),
  };
}
