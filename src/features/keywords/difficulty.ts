/** Keyword difficulty (0-100) as a coloured scale that also says it in words (colour is never the only signal). */
export interface DifficultyBand {
  label: string;
  /** Tailwind classes of the chip */
  className: string;
}

const BANDS: { upTo: number; band: DifficultyBand }[] = [
  { upTo: 14, band: { label: 'Very easy', className: 'bg-emerald-100 text-emerald-900' } },
  { upTo: 29, band: { label: 'Easy', className: 'bg-lime-100 text-lime-900' } },
  { upTo: 49, band: { label: 'Possible', className: 'bg-amber-100 text-amber-900' } },
  { upTo: 69, band: { label: 'Difficult', className: 'bg-orange-100 text-orange-900' } },
  { upTo: 84, band: { label: 'Hard', className: 'bg-red-100 text-red-800' } },
  { upTo: 100, band: { label: 'Very hard', className: 'bg-red-200 text-red-950' } },
];

export function difficultyBand(d: number): DifficultyBand {
  return (BANDS.find((b) => d <= b.upTo) ?? BANDS[BANDS.length - 1]!).band;
}
