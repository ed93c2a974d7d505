import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';

const KEY = (table: string) => `searchboard.columns.${table}`;
export const MIN_COLUMN_PX = 48;
const MAX_COLUMN_PX = 1200;

function readSaved(table: string): Record<string, number> {
  // '' is a table that does not resize (DataTable without `resizable`): nothing to read
  if (!table) return {};
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY(table)) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0),
    );
  } catch {
    return {};
  }
}

const clamp = (px: number) => Math.round(Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, px)));

/**
 * Column widths a person set by dragging (or with the arrow keys), kept in this browser per table, so a table
 * opens again as it was left. Unset columns keep their default.
 */
export function useColumnWidths(table: string, defaults: Record<string, number>) {
  const [saved, setSaved] = useState(() => readSaved(table));
  const widthOf = (id: string) => saved[id] ?? defaults[id] ?? 120;
  const setWidth = useCallback(
    (id: string, px: number) =>
      setSaved((prev) => {
        const next = { ...prev, [id]: clamp(px) };
        try {
          globalThis.localStorage?.setItem(KEY(table), JSON.stringify(next));
        } catch {
          // storage full or refused: the width holds for this visit
        }
        return next;
      }),
    [table],
  );
  return { widthOf, setWidth };
}

/** The grip on a header's right edge: drag it, or focus it and use ←/→ (Shift for bigger steps). */
export function ResizeHandle({
  label,
  width,
  onResize,
}: {
  label: string;
  width: number;
  onResize: (px: number) => void;
}) {
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    const startX = e.clientX;
    const start = width;
    const grip = e.currentTarget;
    grip.setPointerCapture(e.pointerId);
    const move = (m: globalThis.PointerEvent) => onResize(start + m.clientX - startX);
    const up = () => {
      grip.removeEventListener('pointermove', move);
      grip.removeEventListener('pointerup', up);
    };
    grip.addEventListener('pointermove', move);
    grip.addEventListener('pointerup', up);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 50 : 10;
    if (e.key === 'ArrowRight') onResize(width + step);
    else if (e.key === 'ArrowLeft') onResize(width - step);
    else return;
    e.preventDefault();
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize the ${label} column`}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_PX}
      aria-valuemax={MAX_COLUMN_PX}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      className="absolute inset-y-0 right-0 w-2 cursor-col-resize touch-none border-r-2 border-transparent hover:border-indigo-400 focus:border-indigo-600 focus:outline-none print:hidden"
    />
  );
}
