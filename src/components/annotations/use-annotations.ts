import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { annotationsQueries } from '../../api/annotations.ts';

/** The site's annotations (none for an audit without a site); every chart of the site reads the same list. */
export function useSiteAnnotations(siteId: number | null | undefined) {
  return useQuery({
    ...annotationsQueries.list(siteId ?? 0),
    enabled: typeof siteId === 'number' && siteId > 0,
  });
}

export interface AnnotationPicks {
  /** a day clicked on a chart, offered to the add form */
  picked: string;
  /** changes on every pick, so picking the same day again still reopens the form */
  pickCount: number;
  pickDay: (day: string) => void;
  /** the annotation open for editing, from the list or the chart's marker list */
  editing: number | null;
  setEditing: (id: number | null) => void;
}

/** What the charts and the annotations panel of one page share: the picked day and the marker being edited. */
export function useAnnotationPicks(): AnnotationPicks {
  const [picked, setPicked] = useState('');
  const [pickCount, setPickCount] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);
  const pickDay = useCallback((day: string) => {
    setEditing(null);
    setPicked(day);
    setPickCount((n) => n + 1);
  }, []);
  return { picked, pickCount, pickDay, editing, setEditing };
}
