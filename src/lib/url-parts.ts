/**
 * A URL split for a narrow cell: what follows the host (path, query, fragment; "/" for the home page) and the
 * host without "www.". In an audit's tables every URL shares the domain, so the path is the part that differs and
 * goes first; a value that is not a URL comes back whole as `path` with no host.
 */
export function urlParts(url: string): { path: string; host: string } {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)(.*)$/i.exec(url.trim());
  if (!m) return { path: url, host: '' };
  return { path: m[2] || '/', host: (m[1] ?? '').replace(/^www\./i, '') };
}

/**
 * "https://www.Example.com:443/pricing" → "example.com": how a site's domain, a backlink report's target and a
 * share link's scope are compared (the report page and the share gate must agree, so there is one rule).
 */
export function bareDomain(url: string): string {
  const host =
    url
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split(/[/?#]/)[0] ?? '';
  return host.replace(/:\d+$/, '').replace(/^www\./, '');
}
