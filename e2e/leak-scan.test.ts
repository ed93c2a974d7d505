import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { findKeys, scanFolder, secretKeys } from './leak-scan.mjs';

describe('the leak scan', () => {
  it('knows the demo keys and any configured key', () => {
    const keys = secretKeys({ DATA_API_KEY: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee' }) as string[];
    expect(keys).toContain('5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2');
    expect(keys).toContain('aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee');
  });

  it('finds a key in text and in a built file', () => {
    expect(findKeys('Token 7c9e6679-7425-40de-944b-e07fc1f90ae7')).toHaveLength(1);
    expect(findKeys('nothing here')).toHaveLength(0);
    const dir = mkdtempSync(join(tmpdir(), 'leak-'));
    writeFileSync(join(dir, 'a.js'), 'const k="5b1c3d9e7f2a4b6c8d0e1f2a3b4c5d6e7f8091a2"');
    writeFileSync(join(dir, 'b.js'), 'const k="clean"');
    expect(scanFolder(dir)).toEqual([{ file: join(dir, 'a.js'), keys: 1 }]);
  });
});
