import { useQuery } from '@tanstack/react-query';
import { aiQueries } from '../../api/ai.ts';
import { AnnotationsPanel } from '../../components/annotations/annotations-panel.tsx';
import { useAnnotationPicks, useSiteAnnotations } from '../../components/annotations/use-annotations.ts';
import { useShareMode } from '../../components/layout/use-share-mode.ts';
import { QueryAnswer } from '../../components/ui/query-answer.tsx';
import { comparedText } from '../../lib/period-change.ts';
import { AnnotationList } from './annotation-list.tsx';
import { EngineBlock } from './engine-block.tsx';
import { ReadAt } from './read-at.tsx';
import { querySettled, useReportSettled } from './report-reveal.tsx';
import { SectionFrame } from './section-frame.tsx';

export function AiSection({
  siteId,
  range,
  engine,
}: {
  siteId: number;
  range: { from: string; to: string };
  /** one engine only; undefined: every engine of the site */
  engine?: number;
}) {
  const engines = useQuery(aiQueries.engines(siteId));
  const drawn = engines.data?.filter((e) => engine === undefined || e.id === engine);
  const notes = useSiteAnnotations(siteId);
  const picks = useAnnotationPicks();
  // a share link's holder reads the markers; no day picking, no editing
  const { canEdit } = useShareMode();
  const annotations = notes.data ?? [];
  useReportSettled('ai', querySettled(engines));
  useReportSettled('annotations', querySettled(notes));
  return (
    <>
      <SectionFrame id="report-ai" title="AI visibility" splits>
        <QueryAnswer query={engines} reading="Reading engines…" compact>
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-slate-600">This site tracks no AI engine yet.</p>
            ) : !drawn?.length ? (
              <p className="text-sm text-slate-600">This site no longer tracks the chosen engine.</p>
            ) : (
              <div className="space-y-4">
                <p className="text-xs text-slate-600">
                  All positions. Presence is the mean of the range&apos;s days ({comparedText(range)}); the
                  change is in percentage points (pp). Days without any AI answer are gaps and count in
                  neither mean.
                </p>
                {drawn.map((e) => (
                  <EngineBlock
                    key={e.id}
                    siteId={siteId}
                    engine={e}
                    range={range}
                    annotations={annotations}
                    picks={canEdit ? picks : undefined}
                  />
                ))}
              </div>
            )
          }
        </QueryAnswer>
        {/* each engine carries its own read time; the list's only when there is nothing else to date */}
        {!engines.data?.length && <ReadAt at={engines.dataUpdatedAt} />}
      </SectionFrame>
      {/* a section with nothing to say is left out of what a client reads; the team keeps its editor on screen */}
      {(canEdit || annotations.length > 0 || notes.error) && (
        <div className={annotations.length === 0 ? 'print:hidden' : ''}>
          <SectionFrame id="report-annotations" title="Annotations">
            <QueryAnswer query={notes} reading="Reading annotations…" compact>
              {(items) =>
                canEdit ? (
                  <AnnotationsPanel siteId={siteId} items={items} picks={picks} />
                ) : (
                  <AnnotationList items={items} />
                )
              }
            </QueryAnswer>
            <ReadAt at={notes.dataUpdatedAt} />
          </SectionFrame>
        </div>
      )}
    </>
  );
}
