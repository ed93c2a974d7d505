/**
 * index.html with its scripts fetched after the first paint (issue 24).
 *
 * The HTML holds everything the first paint needs: the styles (inline, src/server/inline-styles.ts) and the static
 * frame with the page's heading. Linked in the head, the entry chunk and every chunk the address preloads (about 40
 * files, some 190 KiB compressed) were all asked for while the HTML was still being read, and on a phone's network
 * they shared its bandwidth with the rest of the HTML: the frame painted only once most of them were in. Here a
 * small script at the end of the body asks for the same files, in the same order and as the same kind of request
 * (module preloads, then the entry as a module script), once the browser reports the first contentful paint (a
 * browser without paint timing: two frames later), and nothing competes with the first paint.
 *
 * A page opened in a background tab paints nothing: a timer starts the scripts there, after at most a second. Data
 * reads the HTML starts (route-data.ts) are not scripts and start at once.
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
  const list = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var f=document.createDocumentFragment();${list(preloads)}.forEach(function(href){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;f.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${list(entry)};` +
    `f.appendChild(s);document.head.appendChild(f)}` +
    `var later=function(){setTimeout(start,0)};try{new PerformanceObserver(function(l){` +
    `if(l.getEntriesByName('first-contentful-paint').length)later()}).observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){requestAnimationFrame(later)})}setTimeout(start,1000)})()</script>`;
  return without.replace('</body>', `  ${loader}\n  </body>`);
}
