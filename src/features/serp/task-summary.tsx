import type { ReactNode } from 'react';
import type { SerpResult } from '../../api/serp-schemas.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { serpFeatureLabel } from '../../lib/serp-features.ts';
import { locationLabel } from './countries.ts';
import { expiresAt, formatTimeLeft } from './expiry.ts';
import { languageLabel } from './languages.ts';
import { useNow } from './use-now.ts';

const UNTIL = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What was asked (request_metadata), what came back (summary), and how long the service keeps it. */
export function TaskSummary({ result, locationName }: { result: SerpResult; locationName?: string }) {
  const now = useNow(30_000);
  const m = result.request_metadata;
  const s = result.summary;
  const end = expiresAt(m.crawled_at);
  const left = end === null ? null : formatTimeLeft(end, now);
  return (
    <Card>
      <CardTitle>Summary</CardTitle>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item term="Total results">{formatNumber(s.total_results)}</Item>
        <Item term="Organic results">{formatNumber(s.organic_items_count)}</Item>
        <Item term="Device">{m.device}</Item>
        <Item term="Language">{languageLabel(m.language_code)}</Item>
        <Item term="Location">
          {locationName ? locationLabel(locationName) : 'Location'} ({m.location_id})
        </Item>
        <Item term="Tag">{m.tag ?? '—'}</Item>
        <Item term="Collected">{formatDate(m.crawled_at, true)}</Item>
        <Item term="Results kept">
          {end === null ? '—' : left === null ? 'Expired' : `${left} more (until ${UNTIL.format(end)})`}
        </Item>
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">SERP features</h3>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label="SERP features">
          {s.SERP_features.length === 0 && (
            <li className="text-sm text-slate-600">None besides organic results</li>
          )}
          {s.SERP_features.map((f) => (
            <li key={f}>
              <Badge tone="info">{serpFeatureLabel(f)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      {m.serp_url && (
        <p className="mt-3 truncate text-sm">
          <a
            href={m.serp_url}
            target="_blank"
            rel="noreferrer noopener"
            className="text-indigo-700 underline"
          >
            Open this search on the engine
          </a>
        </p>
      )}
    </Card>
  );
}
