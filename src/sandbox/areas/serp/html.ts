import { strToU8, zipSync } from 'fflate';
import { isoDateTime } from '../../clock.ts';
import type { SerpItem } from './item.ts';
import type { Task } from './store.ts';

/**
 * The HTML dump: desktop tasks get ten pages of ten results in `desktop/`, mobile tasks one page of up to 100
 * in `mobile/`, plus `manifest.json`. Pages carry an inline script, as real dumps do, so a viewer can show
 * that it keeps scripts from running (the script only adds a visible marker to the page).
 */

const esc = (s: string | null) =>
  (s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function item(i: SerpItem): string {
  const label = i.type === 'ads' ? '<span class="ad-label">Sponsored</span> ' : '';
  const links = i.links.map((l) => `<a class="sitelink" href="${esc(l.url)}">${esc(l.title)}</a>`).join(' ');
  return `<div class="result result-${esc(i.type)}" data-rank="${i.rank_absolute}" data-type="${esc(i.type)}">
  ${label}<a href="${esc(i.url)}"><h3>${esc(i.title)}</h3></a>
  <cite>${esc(i.displayUrl)}</cite>
  <p>${esc(i.description)}</p>${links ? `\n  <nav>${links}</nav>` : ''}
</div>`;
}

function page(t: Task, items: SerpItem[], n: number, of: number): string {
  return `<!doctype html>
<html lang="${esc(t.language_code)}">
<head>
<meta charset="utf-8">
<title>${esc(t.query)} - Search (page ${n} of ${of})</title>
<script>
  document.addEventListener('DOMContentLoaded', function () {
    var p = document.createElement('p');
    p.id = 'inline-script-ran';
    p.textContent = 'This inline script ran.';
    document.body.appendChild(p);
  });
</script>
<style>body{font-family:sans-serif;max-width:720px;margin:1em auto}.result{margin:1em 0}cite{color:#060}</style>
</head>
<body data-device="${t.device}" data-page="${n}">
<form role="search"><input name="q" value="${esc(t.query)}"></form>
${items.map(item).join('\n')}
</body>
</html>
`;
}

export function htmlZip(t: Task, items: SerpItem[]): Buffer {
  const perPage = t.device === 'desktop' ? 10 : 100;
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const files: Record<string, Uint8Array> = {};
  const list: { file: string; page: number; results: number; first_rank: number; last_rank: number }[] = [];
  for (let n = 1; n <= pages; n++) {
    const chunk = items.slice((n - 1) * perPage, n * perPage);
    const file = `${t.device}/page-${n}.html`;
    files[file] = strToU8(page(t, chunk, n, pages));
    list.push({
      file,
      page: n,
      results: chunk.length,
      first_rank: chunk[0]?.rank_absolute ?? 0,
      last_rank: chunk.at(-1)?.rank_absolute ?? 0,
    });
  }
  const manifest = {
    task_id: t.id,
    keyword: t.query,
    device: t.device,
    location_id: t.location_id,
    language_code: t.language_code,
    crawled_at: isoDateTime(new Date(t.completedMs)),
    pages: list,
  };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  // A fixed mtime keeps the archive byte-identical for the same task.
  return Buffer.from(zipSync(files, { mtime: new Date(t.completedMs) }));
}
