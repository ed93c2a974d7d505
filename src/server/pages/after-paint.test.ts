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

const FILES = [
  'module /assets/index-E.js',
  'modulepreload /assets/jsx-runtime-J.js',
  'modulepreload /assets/serp-S.js',
];

/** The page's loader run against a pretend browser: what it puts into the head, and the hooks it left. */
function pretendBrowser({ visibility = 'visible', paintTiming = true, page = built } = {}) {
  const loader = /<script>(.*)<\/script>\s*<\/body>/.exec(withScriptsAfterPaint(page))?.[1] ?? '';
  const head: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  let onPaint: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  let onVisibility: (() => void) | undefined;
  const document = {
    visibilityState: visibility,
    addEventListener: (type: string, f: () => void) => {
      if (type === 'visibilitychange') onVisibility = f;
    },
    createElement: () => ({}) as Record<string, string>,
    createDocumentFragment: () => {
      const inside: Record<string, string>[] = [];
      return { inside, appendChild: (el: Record<string, string>) => inside.push(el) };
    },
    head: {
      appendChild: (f: { inside?: Record<string, string>[] } & Record<string, string>) =>
        head.push(...(f.inside ?? [f]).map((el) => `${el.rel ?? el.type} ${el.href ?? el.src}`)),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'event'] : ['event'];
    constructor(f: typeof onPaint) {
      onPaint = f;
    }
    observe(options: object) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const formats: string[] = [];
  const Intl = {
    NumberFormat: class {
      format = () => formats.push('number');
    },
    DateTimeFormat: class {
      format = () => formats.push('date');
    },
  };
  new Function('document', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', 'Intl', loader)(
    document,
    PerformanceObserver,
    (run: () => void, ms: number) => timers.push({ run, ms }),
    (f: () => void) => frames.push(f),
    Intl,
  );
  return {
    head,
    timers,
    formats,
    paint: (name: string) => onPaint?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    frame: () => frames.splice(0).forEach((f) => f()),
    hide: () => {
      document.visibilityState = 'hidden';
      onVisibility?.();
    },
    /** the timers of `ms` set so far, each once (those they set wait for the next call) */
    runTimers: (ms: number) => {
      const due = timers.filter((t) => t.ms === ms);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
      due.forEach((t) => t.run());
    },
  };
}

describe('withScriptsAfterPaint', () => {
  it('takes every script out of the head and leaves the page a loader for the same files', () => {
    const html = withScriptsAfterPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/modulepreload|type="module"|\.js/);
    expect(head).toContain('<style>.p-4{padding:1rem}</style>');
    expect(html).toContain(
      '(["/assets/jsx-runtime-J.js","/assets/serp-S.js"],"/assets/index-E.js")</script>\n  </body>',
    );
  });

  it('asks for nothing before the first contentful paint, then for the entry and the preloads, once', () => {
    const page = pretendBrowser();
    page.paint('first-paint'); // not contentful
    expect(page.timers.map((t) => t.ms)).toEqual([3000]);
    page.paint('first-contentful-paint');
    expect(page.head).toEqual([]);
    page.runTimers(0);
    expect(page.head).toEqual(FILES);
    page.runTimers(3000);
    page.hide();
    expect(page.head).toEqual(FILES);
  });

  it('starts at once in a background tab, which paints nothing until shown, and when hidden before its paint', () => {
    expect(pretendBrowser({ visibility: 'hidden' }).head).toEqual(FILES);
    const page = pretendBrowser();
    page.hide();
    expect(page.head).toEqual(FILES);
  });

  it('waits two frames where the browser has no paint timing, and three seconds at the most', () => {
    const page = pretendBrowser({ paintTiming: false });
    page.frame();
    page.runTimers(0);
    expect(page.head).toEqual([]);
    page.frame();
    page.runTimers(0);
    expect(page.head).toEqual(FILES);
    const stuck = pretendBrowser();
    stuck.runTimers(3000);
    expect(stuck.head).toEqual(FILES);
  });

  it('asks for the entry first and for the preloads eight to a task, so no one task starts forty requests', () => {
    const many = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = pretendBrowser({
      visibility: 'hidden', // starts at once
      page: built.replace(
        '<style>',
        `${many.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('\n')}\n    <style>`,
      ),
    });
    const preloads = [FILES[1], ...many.map((f) => `modulepreload ${f}`), FILES[2]];
    // the entry and the first eight preloads in the first task, then eight more in each of the next
    expect(page.head).toEqual([FILES[0], ...preloads.slice(0, 8)]);
    const sizes = [page.head.length];
    for (let task = 0; task < 5 && page.timers.some((t) => t.ms === 0); task++) {
      page.runTimers(0);
      sizes.push(page.head.length);
    }
    expect(sizes).toEqual([9, 17, 23]);
    expect(page.head).toEqual([FILES[0], ...preloads]);
  });

  it('has the number and then the date formats loaded while the scripts download, each in a task of its own', () => {
    const page = pretendBrowser();
    page.paint('first-contentful-paint');
    page.runTimers(0); // the scripts start
    expect(page.formats).toEqual([]);
    page.runTimers(0);
    expect(page.formats).toEqual(['number']);
    page.runTimers(0);
    expect(page.formats).toEqual(['number', 'date']);
  });

  it('leaves a page without a module script as it is', () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(withScriptsAfterPaint(page)).toBe(page);
  });
});
