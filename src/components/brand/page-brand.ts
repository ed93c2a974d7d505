/**
 * The name the page was served under: the server writes it on the root element (`data-brand`) for a client or a
 * share link's holder (the agency's, or NO_BRAND_NAME); the team's pages carry none and keep the product's.
 */
export function pageBrand(): string | undefined {
  return document.documentElement.dataset.brand || undefined;
}
