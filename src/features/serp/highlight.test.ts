import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const hit = (text: string) => ({ text, hit: true });
const plain = (text: string) => ({ text, hit: false });

describe('highlightParts', () => {
  it.each([
    [
      'marks each term, any case, preferring the longer term',
      'Best Hiking boots for hiking',
      ['hiking', 'hiking boots'],
      [plain('Best '), hit('Hiking boots'), plain(' for '), hit('hiking')],
    ],
    [
      'treats terms as text, not patterns',
      'c++ (guide)',
      ['c++', '('],
      [hit('c++'), plain(' '), hit('('), plain('guide)')],
    ],
    ['without terms the text is one plain part', 'boots', [], [plain('boots')]],
    ['an empty text has no parts', '', ['x'], []],
  ])('%s', (_name, text, terms, parts) => {
    expect(highlightParts(text, terms)).toEqual(parts);
  });
});
