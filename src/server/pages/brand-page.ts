/**
 * index.html as a client (or a share link's holder) is served it once the agency's brand is set: the window's title,
 * the page's description, the static frame's name and its waiting line say the agency's name, not the product's,
 * before any script has run. The name also goes on the root element (`data-brand`), where the app's own header reads
 * it (components/layout/app-shell.tsx) without a request or a script of the server's: the inline scripts stay as
 * they were, so the page's Content-Security-Policy (hashes of those scripts) is worked out the same way.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The product's own mark beside its name in the static frame's header. */
const FRAME_LOGO = /[ \t]*<img\b[^>]*\bsrc="\/favicon\.svg"[^>]*>\n?/;

export function withBrandName(html: string, name: string | undefined): string {
  const brand = name?.trim();
  if (!brand) return html;
  const text = escapeHtml(brand);
  const [head = '', ...rest] = html.split('<body');
  const body = rest.join('<body');
  const brandedHead = head
    .replace(/<html\b([^>]*)>/, (_, attrs: string) => `<html${attrs} data-brand="${text}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${text}</title>`)
    .replace(
      /(<meta\b[^>]*\bname="description"[^>]*\bcontent=")[^"]*(")/,
      (_, before: string, after: string) => `${before}${text}${after}`,
    );
  if (!rest.length) return brandedHead;
  const brandedBody = body
    .replace(FRAME_LOGO, '')
    .replace(/>Searchboard<\/span>/, () => `>${text}</span>`)
    .replace(/Opening Searchboard…/, () => `Opening ${text}…`);
  return `${brandedHead}<body${brandedBody}`;
}
