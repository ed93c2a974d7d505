import type { ComponentProps } from 'react';

/**
 * The box a wide table scrolls sideways in. It is `relative` on purpose: screen-reader-only text inside the
 * table (`sr-only` is `position: absolute`) is placed against its nearest positioned ancestor, and without one
 * here it lands outside the scroll box, where it widens the whole page on a narrow window.
 */
export function TableScroll({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`relative overflow-x-auto ${className}`} {...props} />;
}
