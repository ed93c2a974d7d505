/** One result of a SERP page as the service sends it (the spec's SERP result item). */
export interface SerpItem {
  type: string;
  rank_absolute: number;
  rank_group: number;
  position: 'top' | 'center' | 'bottom';
  serp_features: string[];
  domain: string | null;
  url: string | null;
  title: string | null;
  description: string | null;
  breadcrumb: string | null;
  highlighted_terms: string[];
  links: { url: string; title: string }[];
  displayUrl: string | null;
  searches?: string[];
}

export type Draft = Omit<SerpItem, 'rank_absolute' | 'rank_group'>;
