import { ErrorPanel } from '../errors/error-panel.tsx';
import { Card, CardTitle } from '../ui/card.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { AnnotationsPanel } from './annotations-panel.tsx';
import { useSiteAnnotations, type AnnotationPicks } from './use-annotations.ts';

/** The annotations of a site as a card, below the charts they mark (AI pages, audit history). */
export function AnnotationsCard({ siteId, picks }: { siteId: number; picks: AnnotationPicks }) {
  const notes = useSiteAnnotations(siteId);
  return (
    <Card aria-labelledby="annotations-title">
      <CardTitle>
        <span id="annotations-title">Annotations</span>
      </CardTitle>
      <p className="-mt-2 mb-3 text-xs text-slate-600">
        Dated events shown on every chart of site #{siteId}, for everyone who uses this Searchboard.
      </p>
      {notes.error ? (
        <ErrorPanel compact error={notes.error} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Spinner label="Reading annotations…" />
      ) : (
        <AnnotationsPanel siteId={siteId} items={notes.data} picks={picks} />
      )}
    </Card>
  );
}
