/**
 * The brand's accent as the report draws it: headings, rules and the button in the agency's colour, when that colour
 * reads on white. WCAG's contrast ratio for normal text (4.5:1) decides, since the button's label and small
 * headings are normal text; a lighter accent gives way to the text colour rather than fade on paper.
 */
export const ACCENT_VAR = '--brand-accent';
/** Tailwind's slate-900, the report's own text colour */
export const TEXT_COLOUR = '#0f172a';
const MIN_CONTRAST = 4.5;

const channel = (hex: string) => {
  const v = parseInt(hex, 16) / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** The relative luminance of `#rrggbb` (0 black … 1 white), or undefined for anything else. */
export function luminance(colour: string): number | undefined {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return undefined;
  return 0.2126 * channel(m[1]!) + 0.7152 * channel(m[2]!) + 0.0722 * channel(m[3]!);
}

/** The contrast ratio of a colour against white (1 … 21). */
export function contrastOnWhite(colour: string): number {
  const l = luminance(colour);
  return l === undefined ? 1 : 1.05 / (l + 0.05);
}

/** The colour the report uses for the accent: the brand's own, or the text colour when it is too light on white. */
export function readableAccent(colour: string | null | undefined): string {
  return colour && contrastOnWhite(colour) >= MIN_CONTRAST ? colour.toLowerCase() : TEXT_COLOUR;
}
