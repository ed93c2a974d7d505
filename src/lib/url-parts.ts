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
