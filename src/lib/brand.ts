/**
 * The agency's brand, as the server keeps it and every client-facing surface applies it (the client report, the
 * share page, the PDF and the email). Once `name` is set, no "Searchboard" appears on what a client sees.
 */
export interface Brand {
  name: string;
  /** `#rrggbb` */
  accent: string;
  /** a data URL (PNG, or sanitised SVG), up to 200 KB */
  logo: string | null;
  reply_to: string | null;
  footer: string | null;
}

/** What a client's page, or a share link's, goes by while no brand is set: no one's name, and never the product's. */
export const NO_BRAND_NAME = 'Report';
