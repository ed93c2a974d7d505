import { Link } from '@tanstack/react-router';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tablist, tabClassName, tabProps } from '../../components/ui/tablist.tsx';
import { DiscoveryTab } from './discovery-tab.tsx';
import { ExportTab } from './export-tab.tsx';
import { LongtailTab } from './longtail-tab.tsx';
import type { KeywordTab } from './search.ts';
import { useKeywordSearch } from './use-keyword-search.ts';

const TABS: { tab: KeywordTab; label: string }[] = [
  { tab: 'export', label: 'Bulk metrics' },
  { tab: 'similar', label: 'Similar' },
  { tab: 'related', label: 'Related' },
  { tab: 'questions', label: 'Questions' },
  { tab: 'longtail', label: 'Long-tail' },
];

/** Keyword research: the spec's five operations, one tab each; the tab and the search live in the URL. */
export function KeywordsPage() {
  const search = useKeywordSearch();
  const tab = search.tab ?? 'export';
  return (
    <div>
      <PageHeader {...PAGE_HEADINGS.keywords} />
      <Tablist label="Keyword tools" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            {...tabProps(tab === t.tab, 'kw-panel')}
            id={`kw-tab-${t.tab}`}
            from="/keywords"
            to="/keywords"
            // The seed, source and filters carry over; paging starts again.
            search={(prev) => ({ ...prev, tab: t.tab === 'export' ? undefined : t.tab, offset: undefined })}
            className={tabClassName(tab === t.tab)}
          >
            {t.label}
          </Link>
        ))}
      </Tablist>
      <div role="tabpanel" id="kw-panel" aria-labelledby={`kw-tab-${tab}`}>
        {tab === 'export' ? (
          <ExportTab />
        ) : tab === 'longtail' ? (
          <LongtailTab />
        ) : (
          <DiscoveryTab kind={tab} />
        )}
      </div>
    </div>
  );
}
