import type { Annotation } from '../../api/annotations.ts';
import { formatDate } from '../../lib/format.ts';

/** The site's annotations as a plain list: what a read-only share link's holder sees instead of the editor. */
export function AnnotationList({ items }: { items: readonly Annotation[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">No annotations on this site.</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm" aria-label="Annotations">
      {items.map((a) => (
        <li key={a.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
          <span className="font-medium">{formatDate(a.date)}</span>
          <span>{a.label}</span>
          {a.note && <span className="text-slate-600">{a.note}</span>}
        </li>
      ))}
    </ul>
  );
}
