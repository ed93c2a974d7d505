import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

// Every table is built on the kit in components/data-table/. A table written by hand again would sort
// its nulls, draw its no-data and page its rows its own way; this keeps the one way.
const root = resolve(import.meta.dirname);
const KIT = join(root, 'components', 'data-table');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === KIT ? [] : components(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

it('no component outside the table kit writes a <table> of its own', () => {
  const own = components(root)
    .filter((file) => /<table[\s>]/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(own).toEqual([]);
});

it('finds a table written by hand (the check is not blind)', () => {
  expect(/<table[\s>]/.test('return <table className="w-full">')).toBe(true);
  expect(components(root).length).toBeGreaterThan(100);
});
