import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Figure } from './figure.ts';

/**
 * `bundle.route.ai_kb`: gzip KiB of what the AI visibility pages (`/sites/$siteId/ai` and
 * `/sites/$siteId/ai/$engineId`) can load beyond the entry: both route chunks and every chunk they import,
 * statically or on demand (the charts and the CSV reader load lazily), each counted once. So the figure is
 * the area's whole cost, not only its first paint. Reads the build bench/bundle.ts made in bench/.out/app,
 * or makes that build when it is not there.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const AI_ROUTE = /^src\/routes\/sites\.\$siteId\.ai\.(index|\$engineId)\.tsx/;

function walk(manifest: Manifest, key: string, into: Set<string>, lazy: boolean): void {
  if (into.has(key)) return;
  into.add(key);
  const chunk = manifest[key];
  for (const i of [...(chunk?.imports ?? []), ...(lazy ? (chunk?.dynamicImports ?? []) : [])]) {
    walk(manifest, i, into, lazy);
  }
}

/**
 * Keys of the AI route chunks and what they import, minus what the entry loads up front; `lazy` adds what
 * they load on demand.
 */
export function aiChunkKeys(manifest: Manifest, lazy = true): string[] {
  const entry = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (entryKey) walk(manifest, entryKey, entry, false);
  const ai = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.src && AI_ROUTE.test(chunk.src)) walk(manifest, key, ai, lazy);
  }
  return [...ai].filter((k) => !entry.has(k));
}

export async function aiFigures(): Promise<Figure[]> {
  const outDir = resolve('bench/.out/app');
  const manifestPath = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    await build({ logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const kib = (keys: string[]) => {
    if (!keys.some((k) => AI_ROUTE.test(manifest[k]?.src ?? ''))) {
      throw new Error('bench/ai.ts: no AI route chunk in the build manifest');
    }
    const bytes = keys.reduce(
      (n, k) => n + gzipSync(readFileSync(join(outDir, manifest[k]!.file))).length,
      0,
    );
    return +(bytes / 1024).toFixed(1);
  };
  return [
    { figure: 'bundle.route.ai_kb', value: kib(aiChunkKeys(manifest)), unit: 'KiB gzip' },
    // what the pages need before their first paint (the charts and the CSV reader come later)
    { figure: 'bundle.route.ai_first_kb', value: kib(aiChunkKeys(manifest, false)), unit: 'KiB gzip' },
  ];
}
