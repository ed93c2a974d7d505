import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';
import { APP_ROUTES } from './routes.ts';

/** Views of a route that are not in the shared list (the bench measures the route once). */
const MORE_VIEWS = ['/serp/480001?tab=advanced', '/serp/480001?tab=html'];

/** The page has its heading, its requests are done and no loading placeholder is left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^(Loading|Composing)/)).toHaveCount(0);
  // transitions and fades end before colours are measured (endless ones, a spinner's, are left running)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** One line per failing node: rule, impact, target and axe's own summary of what is wrong. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

// axe-core's default rule set (WCAG 2.0/2.1/2.2 A and AA plus its best practices), nothing disabled.
for (const path of [...APP_ROUTES.map((r) => r.path), ...MORE_VIEWS]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    // Legacy mode: axe.run() in the page and its same-origin frames. The default frame-by-frame mode hangs on the
    // SERP HTML dump's sandbox="" frame, where no script may run; that frame shows a stored third-party page.
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
    expect(describe(violations)).toEqual([]);
  });
}

// Dark mode follows the system setting (with a switch): axe checks every page in both themes.
test.describe('dark theme (the system setting)', () => {
  test.use({ colorScheme: 'dark' });
  for (const path of [...APP_ROUTES.map((r) => r.path), ...MORE_VIEWS]) {
    test(`axe finds no violations on ${path}, dark`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      // the page is drawn dark: the background under the content is a dark colour
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(bg, 'a dark page background').not.toMatch(/rgb\(2[0-9]{2}, 2[0-9]{2}, 2[0-9]{2}\)/);
      const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
      expect(describe(violations)).toEqual([]);
    });
  }
});

test('the theme switch overrides the system setting and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/account');
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(theme).toHaveValue('system');
  await theme.selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test.describe('the first paint with the theme "system"', () => {
  test.use({ colorScheme: 'dark' });
  test('is dark on a dark system before any script of the app has run, and follows the system as it changes', async ({
    page,
  }) => {
    // the app's scripts never arrive: what shows is the HTML's static frame, styled by its head script alone
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/account');
    await expect(page.getByText('Opening Searchboard…')).toBeVisible();
    // the mean of the red, green and blue of the page's background, as the browser paints it (0 black, 255 white)
    const brightness = () =>
      page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d');
        if (!ctx) throw new Error('no 2d canvas');
        ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
        return (r + g + b) / 3;
      });
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await brightness(), 'a dark background').toBeLessThan(80);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await brightness(), 'a light background').toBeGreaterThan(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await brightness(), 'dark again').toBeLessThan(80);
  });
});
