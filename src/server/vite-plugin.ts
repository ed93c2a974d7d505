import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { loadDotEnv, readConfig } from './config.ts';
import { createProxy, type Proxy } from './proxy.ts';

/** Mounts the key-injecting proxy on the Vite dev and preview servers, so `npm run dev` needs nothing else. */
export function searchboardProxy(): Plugin {
  let proxy: Proxy | undefined;
  const mount = async (server: ViteDevServer | PreviewServer) => {
    loadDotEnv();
    const config = readConfig();
    proxy = await createProxy(config);
    proxy.positions.scheduler.start();
    const sandboxed = Object.entries(proxy.mode)
      .filter(([, m]) => m === 'sandbox')
      .map(([b]) => b);
    if (sandboxed.length > 0) {
      console.log(`  Searchboard: ${sandboxed.join(', ')} served by the embedded sandbox (demo data).`);
    }
    server.middlewares.use((req, res, next) => proxy?.handle(req, res, next));
    server.httpServer?.on('close', () => void proxy?.close());
  };
  // Vitest builds a Vite server from the same config: tests start their own proxies and sandboxes.
  if (process.env.VITEST) return { name: 'searchboard-proxy' };
  return {
    name: 'searchboard-proxy',
    configureServer: (server) => mount(server),
    configurePreviewServer: (server) => mount(server),
  };
}
