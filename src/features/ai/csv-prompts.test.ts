import { describe, expect, it } from 'vitest';
import { promptsFromCsv } from './csv-prompts.ts';

describe('promptsFromCsv', () => {
  it('reads the column headed prompt or keyword', () => {
    expect(promptsFromCsv('volume,Keyword\n10,"best tent, 2 person"\n20,boots\n30,\n')).toEqual([
      'best tent, 2 person',
      'boots',
    ]);
  });

  it('reads the first column of a table without a known header, skipping empty cells and a BOM', () => {
    expect(promptsFromCsv('\uFEFFbest tent,10\n\n ,20\nboots,30')).toEqual(['best tent', 'boots']);
  });

  it('keeps whole lines of a plain list whose prompts contain commas', () => {
    expect(promptsFromCsv('tents, cheap\nhiking boots\n')).toEqual(['tents, cheap', 'hiking boots']);
  });
});
