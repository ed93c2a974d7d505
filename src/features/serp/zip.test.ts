import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDump, readDumpBlob } from './zip.ts';

const page = (n: number) => `<!doctype html><title>page ${n}</title>`;

describe('readDump (spec: desktop dumps hold manifest.json and desktop/page-1..10.html)', () => {
  it('reads the manifest and the pages in page order', () => {
    const files: Record<string, Uint8Array> = { 'manifest.json': strToU8('{"task_id":1,"pages":[]}') };
    for (const n of [10, 2, 1, 3, 4, 5, 6, 7, 8, 9]) files[`desktop/page-${n}.html`] = strToU8(page(n));
    const dump = readDump(zipSync(files));
    expect(dump.pages.map((p) => p.path)).toEqual(
      Array.from({ length: 10 }, (_, i) => `desktop/page-${i + 1}.html`),
    );
    expect(dump.pages[9]?.html).toBe(page(10));
    expect(dump.manifest).toBe('{\n  "task_id": 1,\n  "pages": []\n}');
    expect(dump.others).toEqual([]);
  });

  it('reads a mobile dump and keeps unknown files by name; a broken manifest shows as text', async () => {
    const zip = zipSync({
      'manifest.json': strToU8('not json'),
      'mobile/page-1.html': strToU8(page(1)),
      'notes.txt': strToU8('x'),
    });
    const dump = await readDumpBlob(new Blob([zip as BlobPart]));
    expect(dump.pages.map((p) => p.path)).toEqual(['mobile/page-1.html']);
    expect(dump.manifest).toBe('not json');
    expect(dump.others).toEqual(['notes.txt']);
  });
});
