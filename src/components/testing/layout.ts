import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so a scroll box measures 0 × 0 and a virtual table draws no row: for the tests of a
 * file, every element reports the size a browser would give the box, and Element.prototype's own (zero) sizes
 * come back after.
 */
export function boxSize(width: number, height: number): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
  });
}
