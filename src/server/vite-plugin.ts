import type { Plugin } from 'vite';

/** Mounts the key-injecting proxy on the Vite dev server (filled in with the proxy). */
export function searchboardProxy(): Plugin {
  return { name: 'searchboard-proxy' };
}
