import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Papa from 'papaparse';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rowsAsTsv } from './features/keywords/keywords-csv.ts';
import { EXPORTS, HOSTILE, loose } from './test/csv-exports.registry.ts';

/**
 * A cell a spreadsheet would run: a formula sign first, after any whitespace, or a tab or carriage return first.
 * A plain number (a negative figure among them) is a number, not a formula.
 */
const NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;
const runs = (cell: string) => /^(?:[\t\r]|\s*[=+\-@])/.test(cell) && !NUMBER.test(cell);

const cells = (text: string, delimiter = ',') =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: true }).data.flat();

describe('every CSV export, fed hostile third-party text', () => {
  for (const [name, build] of Object.entries(EXPORTS)) {
    it(`${name}: no cell starts a formula, and the text itself still arrives`, async () => {
      for (const h of HOSTILE) {
        const all = cells(await build(h));
        expect(all.filter(runs)).toEqual([]);
        // not blind: the hostile text reached the file, behind the quote that tells a spreadsheet it is text
        expect(all.some((c) => c.startsWith(`'${h}`))).toBe(true);
      }
    });
  }

  it('the rows copied for pasting into a spreadsheet are defused the same way', () => {
    for (const h of HOSTILE) {
      const text = rowsAsTsv(
        loose([{ id: h, keyword: h, volume: -1, cpc: 1, difficulty: 1, competition: 1, relevance: 1 }]),
        ['keyword', 'relevance', 'volume', 'cpc', 'difficulty', 'competition'],
      );
      const all = text.split('\n').flatMap((line) => line.split('\t'));
      expect(all.filter(runs)).toEqual([]);
      expect(all).toContain('-1');
      expect(all.some((c) => c.startsWith("'"))).toBe(true);
    }
  });
});

// The census: every place in the app that builds a CSV table (a call of tableOf or toCsv, or a literal with a
// filename, header and rows) must sit in a function of the registry (src/test/csv-exports.registry.ts), so a new
// export is fed hostile text too.
const root = resolve(import.meta.dirname);
const WRITER = new Set(['lib/csv.ts', 'lib/csv-table.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['sandbox', 'server', 'test'].includes(name) ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'routeTree.gen.ts' ? [path] : [];
  });
}

const calleeName = (e: ts.Expression) =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;

/** The name of the top-level declaration a node sits in. */
function topName(node: ts.Node): string {
  let n: ts.Node = node;
  while (n.parent && !ts.isSourceFile(n.parent)) n = n.parent;
  if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
  if (ts.isVariableStatement(n)) {
    const d = n.declarationList.declarations[0];
    if (d && ts.isIdentifier(d.name)) return d.name.text;
  }
  return '(top level)';
}

/** `file: name` for every CSV table built in the file; a table handed to the writer (toCsv(t.header, t.rows)) is not one. */
function producers(file: string, text: string): string[] {
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = calleeName(node.expression);
      const first = node.arguments[0];
      const handsOn =
        callee === 'toCsv' &&
        first !== undefined &&
        ts.isPropertyAccessExpression(first) &&
        first.name.text === 'header';
      if ((callee === 'tableOf' || callee === 'toCsv') && !handsOn) found.push(`${file}: ${topName(node)}`);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Set(
        node.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : '')),
      );
      if (keys.has('filename') && keys.has('header') && keys.has('rows'))
        found.push(`${file}: ${topName(node)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('the census of CSV exports', () => {
  const files = sources(root).map((path) => ({
    path,
    rel: relative(root, path),
    text: readFileSync(path, 'utf8'),
  }));
  const found = files.filter((f) => !WRITER.has(f.rel)).flatMap((f) => producers(f.rel, f.text));

  it('every function that builds a CSV table is in the registry, fed hostile text', () => {
    const names = new Set(Object.keys(EXPORTS));
    expect(found.filter((p) => !names.has(p.split(': ')[1] ?? ''))).toEqual([]);
    // and nothing listed is stale
    const seen = new Set(found.map((p) => p.split(': ')[1]));
    expect([...names].filter((n) => !seen.has(n))).toEqual([]);
  });

  it('one writer: only lib/csv.ts turns rows into CSV text or a CSV download', () => {
    const writers = files.filter((f) => /\.unparse\(|text\/csv;/.test(f.text)).map((f) => f.rel);
    expect(writers).toEqual(['lib/csv.ts']);
  });

  it('finds an export written inline (the census is not blind)', () => {
    const inline =
      "export function Card() { return <B build={() => ({ filename: 'x.csv', header: [], rows: [] })} />; }";
    expect(producers('x.tsx', inline)).toEqual(['x.tsx: Card']);
    expect(producers('y.ts', 'export const fooCsv = (r: R[]) => tableOf("f", r, COLS, 1);')).toEqual([
      'y.ts: fooCsv',
    ]);
    expect(producers('z.tsx', 'const go = () => downloadCsv(t.filename, toCsv(t.header, t.rows));')).toEqual(
      [],
    );
  });
});
