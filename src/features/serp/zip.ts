import { unzipSync, strFromU8 } from 'fflate';

/** The HTML dump (spec): `manifest.json` plus `desktop/page-1..10.html` or `mobile/page-1.html`. */
export interface DumpFiles {
  /** the manifest as text, pretty-printed when it is JSON */
  manifest: string | null;
  /** HTML pages in page order (page-2 before page-10) */
  pages: { path: string; html: string }[];
  /** anything else in the archive, by name */
  others: string[];
}

const pageNumber = (path: string) => Number(/(\d+)\.html?$/i.exec(path)?.[1] ?? Number.MAX_SAFE_INTEGER);

export function readDump(bytes: Uint8Array): DumpFiles {
  const files = unzipSync(bytes);
  let manifest: string | null = null;
  const pages: DumpFiles['pages'] = [];
  const others: string[] = [];
  for (const [path, data] of Object.entries(files)) {
    if (path.endsWith('/')) continue;
    if (/(^|\/)manifest\.json$/i.test(path)) {
      const text = strFromU8(data);
      try {
        manifest = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        manifest = text;
      }
    } else if (/\.html?$/i.test(path)) pages.push({ path, html: strFromU8(data) });
    else others.push(path);
  }
  pages.sort((a, b) => pageNumber(a.path) - pageNumber(b.path) || a.path.localeCompare(b.path));
  return { manifest, pages, others };
}

const cache = new WeakMap<Blob, Promise<DumpFiles>>();

/** One read per archive, for React's `use()`. */
export function readDumpBlob(blob: Blob): Promise<DumpFiles> {
  let p = cache.get(blob);
  if (!p) {
    p = blob.arrayBuffer().then((buf) => readDump(new Uint8Array(buf)));
    cache.set(blob, p);
  }
  return p;
}
