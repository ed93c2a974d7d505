import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every page's chunk imports the API modules it reads, and building their zod schemas when a module is
 * evaluated held a phone's main thread ~40 ms (at 4x CPU) on every route, for schemas the page mostly never used.
 * Composite schemas (objects, arrays, unions, records, preprocessed ones) are built on their first parse instead:
 * `z.lazy(() => …)`. schema.ts's few shared scalar helpers stay eager.
 */
const dir = import.meta.dirname;
const EAGER =
  /^(?:export )?const (\w+)(?::[^=]+)? = (?:z\s*\.\s*(?:looseObject|object|strictObject|array|union|discriminatedUnion|record|tuple|preprocess)\(|list\(|objectOrEmpty\(|\w+Schema\s*\.\s*(?:extend|pick|omit|merge|partial)\()/gm;

function eagerSchemas(source: string): string[] {
  return [...source.matchAll(EAGER)].map((m) => m[1] ?? '');
}

describe('API schemas are built on first use, not when their module loads', () => {
  it('finds an eager composite schema when there is one (the check itself)', () => {
    expect(eagerSchemas('export const a = z.looseObject({ b: z.string() });')).toEqual(['a']);
    expect(eagerSchemas('const c = z\n  .union([x, y])\n  .nullable();')).toEqual(['c']);
    expect(eagerSchemas('export const d = list(item);\nexport const e = fooSchema.extend({});')).toEqual([
      'd',
      'e',
    ]);
    expect(eagerSchemas('export const f = z.lazy(() => z.looseObject({}));')).toEqual([]);
  });

  it('has none in the API modules', () => {
    const files = readdirSync(dir).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schema.ts' && f !== 'test-fetch.ts',
    );
    const eager = files.flatMap((f) =>
      eagerSchemas(readFileSync(join(dir, f), 'utf8')).map((name) => `${f}: ${name}`),
    );
    expect(eager).toEqual([]);
  });
});
