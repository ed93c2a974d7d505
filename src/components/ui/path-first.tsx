import { urlParts } from '../../lib/url-parts.ts';

/**
 * A URL for a narrow cell of an audit's table: the path first (every URL of an audit shares its domain, so the
 * path is the part that differs and must survive a cut), the host after it, dimmed. Screen readers and copying
 * get the same order; the full URL is the cell's title.
 */
export function PathFirst({ url }: { url: string }) {
  const { path, host } = urlParts(url);
  return (
    <>
      {path}
      {host && <span className="text-slate-500"> · {host}</span>}
    </>
  );
}
