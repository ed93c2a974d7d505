import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every price on screen comes from the operation table (`lib/operations.ts`, read through `priceOf` and the cost
 * lines of `lib/credits.ts`), so a price change is one edit there. A figure written beside "credit(s)" in a page's
 * text would stay behind when the table changes: this census reads the text the pages can show (string
 * literals, template text and JSX text; not comments) and lists every such figure. Zero is not a price from the
 * table: a free call costs nothing whatever the table says.
 */
const SRC = join(import.meta.dirname, '..');
const ROOTS = ['features', 'components'].map((d) => join(SRC, d));
const WRITTEN_PRICE = /(?<![\w.])(?!0\b)\d[\d,.]*\s*(?:×\s*)?credits?\b/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The texts of a file a page can show, each with its line. */
function shownTexts(fileName: string, text: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      out.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

describe('price census', () => {
  it('finds a hand-written price in JSX text, a string and a template, and not in comments or counts', () => {
    const sample = [
      '// 10 credits per keyword: a comment is not shown',
      'const a = <p>{n} keywords × 10 credits</p>;',
      "const b = <Spinner label='Getting metrics… (100 credits)' />;",
      'const c = `${n} keywords · 1,000 credits`;',
      'const d = <p>{formatCredits(price)} per keyword · 0 credits now · {n} credits</p>;',
    ].join('\n');
    const found = shownTexts('sample.tsx', sample).filter((t) => WRITTEN_PRICE.test(t.text));
    expect(found.map((t) => t.line)).toEqual([2, 3, 4]);
  });

  it('no page or component writes a price by hand', () => {
    const written = ROOTS.flatMap(sourceFiles).flatMap((path) =>
      shownTexts(path, readFileSync(path, 'utf8'))
        .filter((t) => WRITTEN_PRICE.test(t.text))
        .map((t) => `${relative(SRC, path)}:${t.line}: ${t.text.trim()}`),
    );
    expect(written).toEqual([]);
    // it parses every source file of the two folders: more than a unit test's time on a busy machine
  }, 120_000);
});
