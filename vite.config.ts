import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineEntryStyles } from './src/server/pages/inline-styles.ts';
import { searchboardProxy } from './src/server/vite-plugin.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      // Loaders ride in the same lazy chunk as their component: one fetch, and the schema library they pull in
      // stays out of the entry chunk (bundle.entry_vs_floor).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    tailwindcss(),
    // the stylesheet goes into index.html: the static frame paints without waiting for it
    inlineEntryStyles(),
    searchboardProxy(),
  ],
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  // the manifest tells the server (src/server/pages/route-preloads.ts) which chunks each address needs
  build: { sourcemap: false, target: 'es2022', manifest: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
