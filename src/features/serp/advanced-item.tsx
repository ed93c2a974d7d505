import type { SerpItem } from '../../api/serp-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatNumber } from '../../lib/format.ts';
import {
  elementsOf,
  hostOf,
  searchesOf,
  textOf,
  typeLabel,
  TYPE_LABELS,
  type Element,
} from './advanced-shape.ts';
import { Highlighted } from './highlighted.tsx';

const LINK = 'text-indigo-700 underline';
/** Blocks whose elements are the point (a list of places, videos, questions…). */
const LISTS: Record<string, string> = {
  people_also_ask: 'Questions',
  local_pack: 'Places',
  videos: 'Videos',
  images: 'Images',
  top_stories: 'Stories',
  shopping: 'Products',
  ai_overview: 'Sources',
};

type Layout = 'list' | 'tiles' | 'inline';
/** Visual blocks read best as tiles; sitelinks on one line; questions and sources as a list. */
const TILES = new Set(['local_pack', 'videos', 'images', 'top_stories', 'shopping']);

function Elements({
  label,
  elements,
  layout,
  showLabel,
}: {
  label: string;
  elements: Element[];
  layout: Layout;
  showLabel: boolean;
}) {
  if (elements.length === 0) return null;
  const list = {
    list: 'mt-1 list-disc space-y-0.5 pl-5 text-sm',
    inline: 'mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm',
    tiles: 'mt-1 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3',
  }[layout];
  return (
    <div className="mt-2">
      {showLabel && <h4 className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</h4>}
      <ul className={list} aria-label={label}>
        {elements.map((e, i) => (
          <li
            key={i}
            className={layout === 'tiles' ? 'rounded border border-slate-200 bg-slate-50 p-2' : undefined}
          >
            {e.url ? (
              <a href={e.url} target="_blank" rel="noreferrer noopener" className={LINK}>
                {e.title}
              </a>
            ) : (
              e.title
            )}
            {layout === 'tiles' && e.url && (
              <div className="truncate text-xs text-slate-500">{hostOf(e.url)}</div>
            )}
            {e.detail && <span className="text-slate-500"> · {e.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function WebResult({ item }: { item: SerpItem }) {
  return (
    <div className="text-sm">
      {item.url ? (
        <a href={item.url} target="_blank" rel="noreferrer noopener" className={`${LINK} font-medium`}>
          {item.title ?? item.url}
        </a>
      ) : (
        <span className="font-medium">{item.title ?? '—'}</span>
      )}
      <div className="text-xs text-emerald-800">{item.displayUrl ?? item.breadcrumb ?? item.domain}</div>
      <p className="mt-1 text-slate-700">
        <Highlighted text={textOf(item)} terms={item.highlighted_terms ?? []} />
      </p>
    </div>
  );
}

/** One item of the advanced result, drawn for its type; an unknown type shows its fields generically. */
export function AdvancedItem({ item }: { item: SerpItem }) {
  const known = item.type in TYPE_LABELS;
  const web = ['organic', 'ads', 'featured_snippet'].includes(item.type);
  const elements = elementsOf(item);
  const text = textOf(item);
  const searches = searchesOf(item);
  const rank = `#${formatNumber(item.rank_absolute)}`;
  const label = web ? 'Sitelinks' : (LISTS[item.type] ?? 'Elements');
  return (
    <article
      className="rounded-md border border-slate-200 p-3"
      aria-label={`${typeLabel(item.type)} at ${rank}`}
    >
      <header className="mb-1 flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tabular-nums text-slate-500">{rank}</span>
        <h3 className="text-sm font-semibold text-slate-900">{typeLabel(item.type)}</h3>
        {item.type === 'ads' && <Badge tone="warn">Sponsored</Badge>}
        {!known && <Badge>{item.type}</Badge>}
        {item.position && <span className="text-xs text-slate-500">{item.position}</span>}
        {item.title && !web && item.title !== typeLabel(item.type) && (
          <span className="text-sm text-slate-700">“{item.title}”</span>
        )}
      </header>
      {web ? (
        <WebResult item={item} />
      ) : (
        text && (
          <p className="whitespace-pre-line text-sm text-slate-800">
            <Highlighted text={text} terms={item.highlighted_terms ?? []} />
          </p>
        )
      )}
      {searches.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Searches">
          {searches.map((s) => (
            <li key={s} className="rounded-full bg-slate-100 px-2 py-0.5 text-sm text-slate-800">
              {s}
            </li>
          ))}
        </ul>
      )}
      <Elements
        label={label}
        showLabel={label !== typeLabel(item.type)}
        elements={elements}
        layout={web ? 'inline' : TILES.has(item.type) ? 'tiles' : 'list'}
      />
      {!known && (
        <details className="mt-2 text-xs">
          <summary className="cursor-pointer text-slate-600">All fields</summary>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-slate-50 p-2">
            {JSON.stringify(item, null, 2)}
          </pre>
        </details>
      )}
    </article>
  );
}
