import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles.ts';

const page = (links: string) => `<head><title>S</title>${links}</head><body><div id="root"></div></body>`;

describe('inlineStylesheets', () => {
  it('puts a known stylesheet into the page, so the static frame paints without fetching it', () => {
    const html = inlineStylesheets(
      page(
        '<link rel="modulepreload" href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      ),
      (href) => (href === '/assets/index-1.css' ? '.p-4{padding:1rem}' : undefined),
    );
    expect(html).toBe(
      page('<link rel="modulepreload" href="/assets/a.js"><style>.p-4{padding:1rem}</style>'),
    );
  });

  it('leaves a stylesheet it cannot read, and one that would end the style element early', () => {
    const links =
      '<link rel="stylesheet" href="/elsewhere.css"><link rel="stylesheet" href="/assets/odd.css">';
    const html = inlineStylesheets(page(links), (href) =>
      href === '/assets/odd.css' ? 'a::after{content:"</style><script>"}' : undefined,
    );
    expect(html).toBe(page(links));
  });
});
