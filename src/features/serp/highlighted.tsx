import { highlightParts } from './highlight.ts';

/** Text with its `highlighted_terms` marked (bold on a tint, so not by colour alone). */
export function Highlighted({ text, terms }: { text: string | null | undefined; terms: readonly string[] }) {
  if (!text) return <>—</>;
  return (
    <>
      {highlightParts(text, terms).map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 font-semibold text-slate-900">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}
