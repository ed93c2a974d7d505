import { existsSync } from 'node:fs';

/**
 * An SVG logo drawn to a PNG by headless Chromium. No SVG sanitiser is installed, and a hand-written one would
 * miss a trick; drawn as an `<img>`, an SVG runs no script and loads nothing outside itself, and the PNG it leaves
 * carries nothing but pixels. Null when the drawing failed; `NO_CHROMIUM` when there is no browser to draw with.
 */
export type RasteriseSvg = (svg: Uint8Array) => Promise<Uint8Array | null>;

export class NoChromium extends Error {}

/** The longest side of a drawn logo, in pixels: sharp at twice the size a report shows it (a small drawing is drawn
 * larger, up to 4×: an SVG has no pixels to lose). */
const MAX_SIDE = 480;

export function chromiumRasteriser(chromiumPath: string, timeoutMs = 20_000): RasteriseSvg {
  return async (svg) => {
    if (!existsSync(chromiumPath))
      throw new NoChromium(
        `SVG logos are drawn to PNG by Chromium, and none was found at ${chromiumPath}: upload a PNG, or install Chromium (or set CHROMIUM_PATH).`,
      );
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: chromiumPath, timeout: timeoutMs });
    try {
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      page.setDefaultTimeout(timeoutMs);
      // no request leaves the page: the SVG arrives inline and an external reference in it goes nowhere
      await page.route('**/*', (route) => route.abort());
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent"><img id="logo" alt="" src="${src}"></body></html>`,
      );
      // run in the page (the server's own types have no DOM): the drawing's size, scaled to the longest side
      const size = (await page.evaluate(`(async (max) => {
        const img = document.getElementById('logo');
        await img.decode().catch(() => undefined);
        let w = img.naturalWidth || 0;
        let h = img.naturalHeight || 0;
        if (!w || !h) return null;
        const scale = Math.min(max / Math.max(w, h), 4);
        w = Math.max(1, Math.round(w * scale));
        h = Math.max(1, Math.round(h * scale));
        img.style.width = w + 'px';
        img.style.height = h + 'px';
        img.style.display = 'block';
        return { w, h };
      })(${MAX_SIDE})`)) as { w: number; h: number } | null;
      if (!size) return null;
      const png = await page.locator('#logo').screenshot({ omitBackground: true, type: 'png' });
      return new Uint8Array(png);
    } catch (err) {
      if (err instanceof NoChromium) throw err;
      return null;
    } finally {
      await browser.close().catch(() => undefined);
    }
  };
}
