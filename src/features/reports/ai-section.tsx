import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { aiQueries } from '../../api/ai-tracking.ts';
import { annotationQueries } from '../../api/annotations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AnnotationsPanel } from './annotations-panel.tsx';
import { EngineBlock } from './engine-block.tsx';
import { ReadAt } from './read-at.tsx';
import { SectionFrame } from './section-frame.tsx';

export function AiSection({ siteId, range }: { siteId: number; range: { from: string; to: string } }) {
  const engines = useQuery(aiQueries.engines(siteId));
  const notes = useQuery(annotationQueries.list(siteId));
  const [picked, setPicked] = useState('');
  const annotations = notes.data ?? [];
  return (
    <>
      <SectionFrame id="report-ai" title="AI visibility">
        {engines.error ? (
          <ErrorPanel compact error={engines.error} onRetry={() => void engines.refetch()} />
        ) : !engines.data ? (
          <Spinner label="Reading engines…" />
        ) : engines.data.length === 0 ? (
          <p className="text-sm text-slate-600">This site tracks no AI engine yet.</p>
        ) : (
          <div className="space-y-4">
            <p className="text-xs text-slate-600">
              All positions. Presence is for the last checked day of the range; changes compare it with the
              first checked day, in percentage points (pp). Days without any AI answer are gaps.
            </p>
            {engines.data.map((e) => (
              <EngineBlock
                key={e.id}
                siteId={siteId}
                engine={e}
                range={range}
                annotations={annotations}
                onPickDay={setPicked}
              />
            ))}
          </div>
        )}
        {/* each engine carries its own read time; the list's only when there is nothing else to date */}
        {!engines.data?.length && <ReadAt at={engines.dataUpdatedAt} />}
      </SectionFrame>
      <SectionFrame id="report-annotations" title="Annotations">
        {notes.error ? (
          <ErrorPanel compact error={notes.error} onRetry={() => void notes.refetch()} />
        ) : !notes.data ? (
          <Spinner label="Reading annotations…" />
        ) : (
          <AnnotationsPanel siteId={siteId} items={notes.data} picked={picked} />
        )}
        <ReadAt at={notes.dataUpdatedAt} />
      </SectionFrame>
    </>
  );
}
