import { scriptJson } from './script-json.ts';

/**
 * index.html with its scripts fetched after the first paint.
 *
 * The HTML holds everything the first paint needs: the styles (inline, src/server/pages/inline-styles.ts) and the static
 * frame with the page's heading. Linked in the head, the entry chunk and every chunk the address preloads (about 40
 * files, some 190 KiB compressed) were all asked for while the HTML was still being read, and on a phone's network
 * they shared its bandwidth with the rest of the HTML: the frame painted only once most of them were in. Here a
 * small script at the end of the body asks for the same files, as the same kind of request (the entry as a module
 * script, then the module preloads), once the browser reports the first contentful paint (a browser without paint
 * timing: two frames later), and nothing competes with the first paint. The preloads go eight to a task: starting
 * all forty requests at once held a phone's main thread for ~130 ms (at 4x CPU), one long task, after the paint.
 * While the scripts download the main thread is idle: the loader has the browser load its number and date data for
 * the locale then, each in a task of its own, instead of in the page's first render of figures (the first
 * Intl.NumberFormat took 50 ms at 4x CPU). (No `//` comments in LOADER: it is folded onto one line.)
 *
 * Data reads the HTML starts (route-data.ts) are not scripts and start at once.
 */
export function withScriptsAfterPaint(html: string): string {
  const preloads: string[] = [];
  let entry: string | undefined;
  const without = html
    .replace(/[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/g, (link) => {
      const href = /\bhref="([^"]+)"/.exec(link)?.[1];
      if (href === undefined) return link;
      preloads.push(href);
      return '';
    })
    .replace(/[ \t]*<script\b[^>]*\btype="module"[^>]*><\/script>\n?/g, (tag) => {
      const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
      if (src === undefined || entry !== undefined) return tag;
      entry = src;
      return '';
    });
  if (entry === undefined || !without.includes('</body>')) return html;
  const loader = `<script>(${LOADER})(${scriptJson(preloads)},${scriptJson(entry)})</script>`;
  return without.replace('</body>', `  ${loader}\n  </body>`);
}

/**
 * The loader, as the page runs it (plain browser JavaScript: the server's TypeScript knows no DOM, and a function's
 * own source would carry the transpiler's helpers). The files go into the head in one fragment, so the page's style
 * is worked out again once, not once per file.
 * - A visible page: once the first contentful paint is reported, or two frames on where paint timing is missing.
 * - A page in a background tab paints nothing until it is shown: it starts at once, and so does a page hidden
 *   before its first paint.
 * - Three seconds at the latest, whatever happened.
 */
export const LOADER = `function (preloads, entry) {
  var started = false, CHUNK = 8;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    var next = 0;
    (function more() {
      var files = document.createDocumentFragment();
      preloads.slice(next, next + CHUNK).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        files.appendChild(link);
      });
      document.head.appendChild(files);
      next += CHUNK;
      if (next < preloads.length) setTimeout(more, 0);
    })();
    setTimeout(function () {
      try { new Intl.NumberFormat().format(1); } catch (e) {}
      setTimeout(function () {
        try { new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0); } catch (e) {}
      }, 0);
    }, 0);
  }
  function soon() { setTimeout(start, 0); }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, 3000);
  var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) soon();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(soon); });
  }
}`.replace(/\n\s*/g, ' ');
