import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('marks each term, any case, preferring the longer term', () => {
    expect(highlightParts('Best Hiking boots for hiking', ['hiking', 'hiking boots'])).toEqual([
      { text: 'Best ', hit: false },
      { text: 'Hiking boots', hit: true },
      { text: ' for ', hit: false },
      { text: 'hiking', hit: true },
    ]);
  });
  it('treats terms as text, not patterns', () => {
    expect(highlightParts('c++ (guide)', ['c++', '('])).toEqual([
      { text: 'c++', hit: true },
      { text: ' ', hit: false },
      { text: '(', hit: true },
      { text: 'guide)', hit: false },
    ]);
  });
  it('without terms the text is one plain part', () => {
    expect(highlightParts('boots', [])).toEqual([{ text: 'boots', hit: false }]);
    expect(highlightParts('', ['x'])).toEqual([]);
  });
});
