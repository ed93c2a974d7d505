import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Figure } from './figure.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gz = (path: string) => gzipSync(readFileSync(path)).length;

/** Gzip bytes of an entry and every chunk it imports statically: what the first page load must fetch. */
function closure(manifest: Manifest, key: string, outDir: string, seen = new Set<string>()): number {
  if (seen.has(key)) return 0;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return 0;
  let total = gz(join(outDir, chunk.file));
  for (const imp of chunk.imports ?? []) total += closure(manifest, imp, outDir, seen);
  return total;
}

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export async function bundleFigures(): Promise<Figure[]> {
  const appOut = resolve('bench/.out/app');
  const floorOut = resolve('bench/.out/floor');
  // which modules went into each chunk, to say which libraries the first load carries
  const modulesOf = new Map<string, string[]>();
  await build({
    logLevel: 'warn',
    build: { outDir: appOut, manifest: true, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-chunk-modules',
        generateBundle(_options, bundle) {
          for (const out of Object.values(bundle)) {
            if (out.type === 'chunk') modulesOf.set(out.fileName, Object.keys(out.modules));
          }
        },
      },
    ],
  });
  await build({
    configFile: false,
    root: resolve('bench/floor'),
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: floorOut, manifest: true, emptyOutDir: true },
  });
  const app = readManifest(appOut);
  const floor = readManifest(floorOut);
  const entryKey = (m: Manifest) => Object.keys(m).find((k) => m[k]?.isEntry) ?? '';
  const entry = closure(app, entryKey(app), appOut);
  const floorEntry = closure(floor, entryKey(floor), floorOut);
  const figures: Figure[] = [
    { figure: 'bundle.entry_kb', value: +(entry / 1024).toFixed(1), unit: 'KiB gzip' },
    { figure: 'bundle.floor_kb', value: +(floorEntry / 1024).toFixed(1), unit: 'KiB gzip' },
    {
      figure: 'bundle.entry_vs_floor',
      value: +(entry / floorEntry).toFixed(2),
      unit: 'ratio',
      goal: '<= 1.2',
    },
  ];
  // Route chunks: each lazily loaded route file, with what it imports beyond the entry.
  const entrySet = new Set<string>();
  const walk = (k: string) => {
    if (entrySet.has(k)) return;
    entrySet.add(k);
    for (const i of app[k]?.imports ?? []) walk(i);
  };
  walk(entryKey(app));
  const routes = new Map<string, number>();
  for (const [key, chunk] of Object.entries(app)) {
    if (!chunk.isDynamicEntry || !chunk.src?.startsWith('src/routes/')) continue;
    const name = chunk.src
      .replace(/^src\/routes\//, '')
      .replace(/\?.*$/, '')
      .replace(/\.tsx$/, '');
    const bytes = closure(app, key, appOut, new Set(entrySet));
    routes.set(name, (routes.get(name) ?? 0) + bytes);
  }
  for (const [name, bytes] of [...routes].sort()) {
    figures.push({ figure: `bundle.route.${name}_kb`, value: +(bytes / 1024).toFixed(1), unit: 'KiB gzip' });
  }
  // Libraries that only some pages need must not ride in the first load: the charts, and the schema library the
  // API client parses answers with (in the entry it went unnoticed, and bundle.entry_vs_floor reached 1.47).
  const entryModules = [...entrySet].flatMap((k) => modulesOf.get(app[k]?.file ?? '') ?? []);
  for (const lib of ['recharts', 'zod']) {
    const inEntry = entryModules.some((id) => id.includes(`/node_modules/${lib}/`));
    figures.push({ figure: `bundle.entry_has_${lib}`, value: inEntry ? 1 : 0, unit: 'bool', goal: '== 0' });
  }
  return figures;
}
