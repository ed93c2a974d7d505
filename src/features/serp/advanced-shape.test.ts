import { describe, expect, it } from 'vitest';
import type { SerpItem } from '../../api/serp-schemas.ts';
import { elementsOf, hostOf, searchesOf, textOf, typeCounts, typeLabel } from './advanced-shape.ts';

const item = (o: Record<string, unknown>) => ({ type: 'x', ...o }) as SerpItem;

describe('reading advanced items', () => {
  it('labels known types and readable unknown ones', () => {
    expect(typeLabel('ai_overview')).toBe('AI overview');
    expect(typeLabel('knowledge_graph')).toBe('Knowledge graph');
  });

  it('collects elements from links, items and references', () => {
    const els = elementsOf(
      item({
        links: [{ url: 'https://a.example', title: 'A' }],
        items: [{ question: 'Why?', url: null, description: 'Because' }, 'plain text', 42, { nothing: 1 }],
        references: [{ source: 'B site', url: 'https://b.example' }],
      }),
    );
    expect(els).toEqual([
      { title: 'A', url: 'https://a.example', detail: null },
      { title: 'Why?', url: null, detail: 'Because' },
      { title: 'plain text', url: null, detail: null },
      { title: 'https://b.example', url: 'https://b.example', detail: 'B site' },
    ]);
  });

  it('reads searches as strings or from objects', () => {
    expect(searchesOf(item({ searches: ['boots men', { query: 'boots sale' }, { odd: true }, ''] }))).toEqual(
      ['boots men', 'boots sale', '{"odd":true}'],
    );
    expect(searchesOf(item({}))).toEqual([]);
  });

  it('finds the main text', () => {
    expect(textOf(item({ description: 'D', text: 'T' }))).toBe('D');
    expect(textOf(item({ description: null, text: 'T' }))).toBe('T');
    expect(textOf(item({}))).toBeNull();
  });

  it('counts types in page order', () => {
    expect(typeCounts([item({ type: 'ads' }), item({ type: 'organic' }), item({ type: 'ads' })])).toEqual([
      ['ads', 2],
      ['organic', 1],
    ]);
  });

  it('reads the host of a link, or nothing', () => {
    expect(hostOf('https://www.videotube.com/watch?v=1')).toBe('www.videotube.com');
    expect(hostOf('not a url')).toBe('');
  });
});
