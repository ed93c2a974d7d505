import type { Plugin } from 'vite';

/**
 * index.html with each stylesheet link whose file `read` knows replaced by a `<style>` holding that file.
 *
 * A linked stylesheet blocks the first paint until it has come back: on a phone's network that is a round trip
 * more, shared with the chunks the page preloads, before the static frame (index.html's header, sidebar and page
 * heading) can show. Inline, the frame paints as soon as the HTML is in. The app's one stylesheet is about 11 KiB
 * compressed, served with the HTML (itself compressed and never cached, so always the build's own styles).
 *
 * A file that holds `</style` could end the element early: that link is left as it is.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | undefined): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    const css = href === undefined ? undefined : read(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}

/** The build's index.html gets its stylesheets inline (the dev server injects styles from scripts anyway). */
export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'searchboard-inline-styles',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        inlineStylesheets(html, (href) => {
          if (!href.startsWith(base)) return undefined;
          const file = ctx.bundle?.[href.slice(base.length)];
          if (file?.type !== 'asset' || !file.fileName.endsWith('.css')) return undefined;
          return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        }),
    },
  };
}
