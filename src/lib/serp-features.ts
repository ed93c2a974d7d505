/**
 * One label for each SERP feature / result type, for the keywords page's feature chips and filters and the SERP
 * pages alike. Names the table lacks read as words ("x_y" → "X y").
 */
export const SERP_FEATURE_LABELS: Record<string, string> = {
  organic: 'Organic result',
  paid: 'Ad',
  ads: 'Ad',
  featured_snippet: 'Featured snippet',
  ai_overview: 'AI overview',
  related_searches: 'Related searches',
  people_also_ask: 'People also ask',
  local_pack: 'Local pack',
  video: 'Video',
  videos: 'Videos',
  images: 'Images',
  top_stories: 'Top stories',
  shopping: 'Shopping',
  reviews: 'Reviews',
  sitelinks: 'Sitelinks',
};

export function serpFeatureLabel(name: string): string {
  const known = SERP_FEATURE_LABELS[name];
  if (known) return known;
  const t = name.replace(/[_-]+/g, ' ').trim();
  return (t.charAt(0).toUpperCase() + t.slice(1)).replace(/\bai\b/gi, 'AI');
}
