import type { CheckDef } from './catalog.ts';
import { externalCount, linkCount } from './layout.ts';
import { linkItem, pageFlags } from './links.ts';
import { pageData } from './page-item.ts';
import type { PageFacts } from './page-facts.ts';
import { redirectTarget } from './pages.ts';
import type { CrawlView } from './view.ts';

interface SnippetRow {
  status: string;
  url: string;
  size: string;
}

/** The link of the page that shows the issue (the slot links.ts gives it), as a snippet row. */
function linkRow(v: CrawlView, f: PageFacts, slot: number): SnippetRow {
  const item = linkItem(v, pageFlags(v, f.index), slot, 0);
  return {
    status: item.status ?? '',
    url: item.url ?? '',
    size: item.status === '200' ? String(f.imgSize) : '0',
  };
}

function snippet(v: CrawlView, f: PageFacts, def: CheckDef): { type: string; value: SnippetRow[] } {
  const page: SnippetRow = { status: String(f.status), url: f.url, size: String(f.size) };
  switch (def.code) {
    case 'broken_internal_links':
      return { type: 'links', value: [linkRow(v, f, 3)] };
    case 'broken_external_links':
      return {
        type: 'links',
        value: [linkRow(v, f, linkCount(v.auditId, f.index) - externalCount(v.auditId, f.index))],
      };
    case 'img_no_alt':
    case 'img_broken':
    case 'img_too_large':
      return { type: 'images', value: [{ ...linkRow(v, f, 1), size: String(f.imgSize) }] };
    case 'redirect_3xx':
      return {
        type: 'redirect',
        value: [
          page,
          {
            status: String(v.model.statusOf(redirectTarget(v, f.index))),
            url: f.redirectUrl ?? '',
            size: '0',
          },
        ],
      };
    case 'canonical_to_other':
      return { type: 'canonical', value: [{ status: '200', url: f.canonical ?? '', size: '0' }] };
    case 'hreflang_errors':
      return { type: 'links', value: [{ status: '404', url: f.hreflang ?? f.url, size: '0' }] };
    case 'mixed_content':
      return {
        type: 'resources',
        value: [{ status: '200', url: `http://${v.host}/assets/legacy-${f.index}.js`, size: '18432' }],
      };
    case 'heavy_js':
      return {
        type: 'resources',
        value: [{ status: '200', url: `${v.origin}/assets/app.js`, size: String(f.jsSize) }],
      };
    default:
      return { type: 'page', value: [page] };
  }
}

/** The page issues response (spec "Page issues response"). */
export function pageIssues(v: CrawlView, f: PageFacts) {
  return {
    url: f.url,
    page_data: pageData(v, f),
    issues: f.issues.map((def) => ({
      code: def.code,
      type: def.severity,
      group: def.section,
      snippet: snippet(v, f, def),
    })),
  };
}
