import { formatDate } from '../../lib/format.ts';

/** "Data read at …" under each section: when this browser fetched what the section shows. */
export function ReadAt({ at }: { at: number }) {
  if (!at) return null;
  return (
    <p className="mt-3 text-xs text-slate-600">
      Data read at {formatDate(new Date(at).toISOString().slice(0, 19).replace('T', ' '), true)} UTC
    </p>
  );
}

/** The oldest read among several queries (0 = none read yet): the section is as fresh as its oldest part. */
export function oldestRead(...at: number[]): number {
  const read = at.filter((a) => a > 0);
  return read.length ? Math.min(...read) : 0;
}
