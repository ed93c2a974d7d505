/** Search intent codes (spec, "Prompt ranking item": I, N, L, C, T) with their meanings. */
export const INTENT_MEANINGS: Record<string, string> = {
  I: 'informational',
  N: 'navigational',
  L: 'local',
  C: 'commercial',
  T: 'transactional',
};

export function IntentChips({ intents }: { intents: readonly string[] | null }) {
  if (intents === null)
    return (
      <span className="text-slate-500" title="Intent unknown">
        —
      </span>
    );
  if (intents.length === 0) return <span className="text-slate-500">none</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Search intent">
      {intents.map((code) => {
        const meaning = INTENT_MEANINGS[code] ?? code;
        return (
          <li key={code}>
            <abbr
              title={meaning}
              className="inline-flex size-5 items-center justify-center rounded bg-slate-100 text-xs font-semibold text-slate-700 no-underline"
            >
              {code}
              <span className="sr-only"> ({meaning})</span>
            </abbr>
          </li>
        );
      })}
    </ul>
  );
}

export function IntentLegend() {
  return (
    <p className="text-xs text-slate-600">
      Intent:{' '}
      {Object.entries(INTENT_MEANINGS).map(([c, m], i) => (
        <span key={c}>
          {i > 0 && ' · '}
          <strong className="font-semibold">{c}</strong> {m}
        </span>
      ))}
    </p>
  );
}
