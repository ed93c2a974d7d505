import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from './after-paint.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Searchboard</title>
    <script type="module" crossorigin src="/assets/index-E.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-J.js">
    <style>.p-4{padding:1rem}</style>
    <link rel="modulepreload" crossorigin href="/assets/serp-S.js">
  </head>
  <body>
    <div id="root"><p>Opening Searchboard…</p></div>
  </body>
</html>`;

describe('withScriptsAfterPaint', () => {
  it('takes every script out of the head and asks for the same files, in order, once the frame has painted', () => {
    const html = withScriptsAfterPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"|\.js/);
    expect(head).toContain('<style>.p-4{padding:1rem}</style>');
    const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/assets/jsx-runtime-J.js","/assets/serp-S.js"]');
    expect(loader).toContain(`s.type='module'`);
    expect(loader).toContain('s.src="/assets/index-E.js"');
  });

  it('runs the loader: nothing before the first contentful paint, then preloads and the entry, once only', () => {
    const html = withScriptsAfterPaint(built);
    const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
    const added: string[] = [];
    const timers: [() => void, number][] = [];
    let onPaint: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
    class Observer {
      constructor(cb: typeof onPaint) {
        onPaint = cb;
      }
      observe(options: object) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    // one fragment goes into the head: the page's style is worked out again once, not once per file
    const fragment: Record<string, string>[] = [];
    const doc = {
      createElement: () => ({}) as Record<string, string>,
      createDocumentFragment: () => ({ appendChild: (el: Record<string, string>) => fragment.push(el) }),
      head: {
        appendChild: () =>
          added.push(...fragment.map((el) => `${el.rel ?? el.type} ${el.href ?? el.src} ${el.crossOrigin}`)),
      },
    };
    new Function('document', 'PerformanceObserver', 'setTimeout', loader)(
      doc,
      Observer,
      (f: () => void, ms: number) => timers.push([f, ms]),
    );
    // only the fallback for a tab that never paints: one second
    expect(timers.map(([, ms]) => ms)).toEqual([1000]);
    onPaint?.({ getEntriesByName: () => [] }); // first-paint alone is not contentful
    expect(timers).toHaveLength(1);
    onPaint?.({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) });
    expect(timers.map(([, ms]) => ms)).toEqual([1000, 0]);
    expect(added).toEqual([]);
    timers.reverse().forEach(([f]) => f()); // the paint's timer, then the one-second one: no second start
    expect(added).toEqual([
      'modulepreload /assets/jsx-runtime-J.js ',
      'modulepreload /assets/serp-S.js ',
      'module /assets/index-E.js ',
    ]);
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(withScriptsAfterPaint(page)).toBe(page);
  });
});
