import { expect, test, type Page } from './fixtures.ts';

test('the shell: sites from the sandbox, switching site, and the balance in the header', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  // Sites are discovered from audit list items: the service has no "list sites" operation.
  const sites = page.getByRole('list', { name: 'Sites' });
  await expect(sites.getByRole('heading', { name: 'Northwind Outdoor' })).toBeVisible();
  await expect(sites.getByRole('heading', { name: 'Bloom Botanics' })).toBeVisible();
  await expect(page.getByText('Sandbox · demo data')).toBeVisible();
  // the page a team opens every morning: credits against the budget, what runs, each site's figures.
  await expect(page.getByText('Credits spent this month', { exact: true })).toBeVisible();
  await expect(page.getByText('Audits queued or crawling', { exact: true })).toBeVisible();
  const northwind = sites.getByRole('region', { name: 'Northwind Outdoor (#101)' });
  await expect(northwind.getByText(/^[\d,]+ backlinks, [\d,]+ referring domains/)).toBeVisible();
  await expect(northwind.getByText(/against the run before/)).toBeVisible();
  await expect(northwind.getByText(/link [\d.]+%/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('overview.png'), fullPage: true });

  // Switch site: the active one goes into the URL.
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Bloom Botanics (#102)' });
  await expect(page).toHaveURL(/\/sites\/102\/ai$/);
  await expect(page.getByRole('heading', { name: 'AI visibility', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketing plan' }).click();
  await expect(page).toHaveURL(/\/sites\/102\/plan$/);
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Northwind Outdoor (#101)' });
  await expect(page).toHaveURL(/\/sites\/101\/plan$/);

  // An audit's pages make the audited site the active one (audit 5102 is Bloom Botanics' audit in the seed).
  await page.goto('/audits/5102');
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue('102');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI visibility' }).click();
  await expect(page).toHaveURL(/\/sites\/102\/ai$/);

  // The header shows the balance the sandbox holds, with its currency.
  const balance = await (await request.get('/api/project/account/balance')).json();
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: balance.currency_code }).format(
    balance.value,
  );
  await expect(page.getByTestId('header-balance')).toHaveText(shown);
});

test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an id that is no id is the not-found of its area, and nothing is asked of the service', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/') && /abc|NaN/.test(pathname + search)) asked.push(pathname + search);
  });
  for (const path of ['/audits/abc', '/audits/0/pages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Audit not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Audit pages' })).toHaveCount(0);
  }
  for (const path of ['/sites/abc/ai', '/sites/abc/plan', '/sites/abc/positions', '/reports/abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Site #abc not found' })).toBeVisible();
  }
  await page.goto('/sites/101/ai/abc');
  await expect(page.getByRole('heading', { name: 'AI engine #abc not found' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a site added by id is remembered in this browser', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: '+ Add a site by id…' });
  await page.getByLabel('Site id').fill('abc');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A site id is a positive whole number.')).toBeVisible();
  // an id the account does not have is refused at the field (spec: the site's engine list is a 404), not added
  await page.getByLabel('Site id').fill('777');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('The service has no site #777 in this account.')).toBeVisible();
  await expect(page.getByLabel('Site', { exact: true }).locator('option', { hasText: '777' })).toHaveCount(0);
  await page.getByLabel('Site id').fill('103');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/sites\/103\/ai$/);
  await page.reload();
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue('103');
});

test('on a narrow window the sidebar gives way to a Menu, and the header fits the width', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/audits');
  await expect(page.getByRole('heading', { name: 'Audits', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Site', { exact: true })).toBeVisible();
  // nothing in the header reaches past the window's right edge
  const overflow = await page.evaluate(() => {
    const header = document.querySelector('header');
    return header ? header.scrollWidth - header.clientWidth : -1;
  });
  expect(overflow).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backlinks' }).click();
  await expect(page).toHaveURL(/\/backlinks$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  // adding a site by id: the whole form is on screen, its error too
  await page.getByLabel('Site', { exact: true }).selectOption({ label: '+ Add a site by id…' });
  const addForm = page.getByRole('form', { name: 'Add a site by id' });
  await addForm.getByLabel('Site id').fill('x');
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(addForm.getByText('A site id is a positive whole number.')).toBeVisible();
  for (const control of [addForm.getByLabel('Site id'), addForm.getByRole('button', { name: 'Cancel' })]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 412).toBe(true);
  }
  await addForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(addForm).toBeHidden();

  // no page scrolls sideways: what is wider than the window (a table, a chart) scrolls or folds in its card.
  // One paid call first, so the account page has a latest-calls table.
  const target = 'narrow window waterproof hiking boots for wide feet';
  const paid = await request.get(
    `/api/data/v1/keywords/similar?source=us&keyword=${encodeURIComponent(target)}&limit=10`,
  );
  expect(paid.ok()).toBe(true);
  const pages: [string, () => Promise<void>][] = [
    ['/', () => expect(page.getByRole('list', { name: 'Sites' }).getByRole('heading').first()).toBeVisible()],
    ['/audits', () => expect(page.getByRole('table', { name: /^Website audits/ })).toBeVisible()],
    ['/backlinks', () => expect(page.getByRole('table', { name: 'Backlink reports' })).toBeVisible()],
    ['/account', () => expect(page.getByRole('row').filter({ hasText: target }).first()).toBeVisible()],
    [
      '/sites/101/ai',
      async () => {
        await expect(
          page.getByRole('region', { name: 'Visibility trend' }).getByRole('combobox', { name: 'Engine' }),
        ).toBeVisible();
        // the comparison chart (loaded on demand, drawn as it comes near the viewport: scrolled to) has
        // arrived, with its table (folded away)
        await page.getByText('Engines compared', { exact: true }).scrollIntoViewIfNeeded();
        await expect(
          page.getByRole('table', { name: 'Link and mention presence by engine', includeHidden: true }),
        ).toBeAttached();
      },
    ],
    [
      '/audits/5101',
      async () => {
        const summary = page.getByRole('region', { name: 'Summary' });
        await expect(summary.getByText('Passed', { exact: true })).toBeVisible();
        // every total is whole in its tile, none cut or spilling out
        const cut = await summary
          .getByRole('definition')
          .locator('span.block')
          .evaluateAll((figures) => figures.filter((f) => f.scrollWidth > f.clientWidth).length);
        expect(cut).toBe(0);
      },
    ],
    ['/serp', () => expect(page.getByRole('group', { name: 'Location' })).toBeVisible()],
    ['/serp/480001', () => expect(page.getByRole('table', { name: /^Standard results/ })).toBeVisible()],
  ];
  for (const [path, loaded] of pages) {
    await page.goto(path);
    await loaded();
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${path} scrolls sideways by ${sideways}px`).toBeLessThanOrEqual(0);
  }

  // at 412 px nothing leaves its card: the backlinks Mode select stays in it, domains do not break mid-word, and a
  // table that cuts off its right columns shows that it scrolls
  await page.goto('/backlinks');
  // the card is a <section> without a name (so not a landmark): found by its heading
  const newReport = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'New report' }) });
  const [mode, card] = await Promise.all([
    newReport.getByRole('combobox', { name: 'Mode' }).boundingBox(),
    newReport.boundingBox(),
  ]);
  expect(mode && card && mode.x + mode.width <= card.x + card.width).toBe(true);
  const reports = page.getByRole('table', { name: 'Backlink reports' });
  await expect(page.getByText(/scroll sideways for more columns/).first()).toBeVisible();
  // each line of a wrapped host name ends at a dot or a slash, never inside a word
  const breaks = await reports
    .getByRole('link', { name: 'northwind-outdoor.com', exact: true })
    .evaluate((link) => {
      const text = link.textContent ?? '';
      const range = document.createRange();
      const tops: number[] = [];
      let offset = 0;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const ends: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          if (tops.length && top > (tops[tops.length - 1] ?? top)) ends.push(text[offset - 1] ?? '');
          tops.push(top);
          offset++;
        }
      }
      return ends;
    });
  for (const end of breaks) expect('./?&=').toContain(end);
});

test("the frame index.html paints before any script has the app header's height and the page's heading where the app draws it, on a phone and on a desktop", async ({
  browser,
}) => {
  // the static frame is replaced by the app's own; a header of another height moved the whole page, and
  // the page's heading, the largest text of the first view, waited for every script (and the stylesheet)
  for (const width of [390, 1280]) {
    const seen: { header: number; heading: { x: number; y: number } }[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      });
      await page.goto('/audits');
      // the styles come inside the HTML: the first paint waits for no stylesheet's round trip
      expect(stylesheets).toEqual([]);
      if (javaScriptEnabled) {
        await expect(page.getByTestId('header-balance')).toHaveText(/\$/);
        // the scripts are asked for once the frame has painted, so they do not share the network with it
        const times = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          scripts: performance
            .getEntriesByType('resource')
            .filter((e) => new URL(e.name).pathname.endsWith('.js'))
            .map((e) => e.startTime),
        }));
        expect(times.scripts.length).toBeGreaterThan(0);
        expect(Math.min(...times.scripts)).toBeGreaterThan(times.paint);
      } else await expect(page.getByText('Opening Searchboard…')).toBeVisible();
      const heading = page.getByRole('heading', { name: 'Audits', level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.getByText(/^Website audits: a score, errors, warnings/)).toBeVisible();
      const box = (await heading.boundingBox())!;
      seen.push({
        header: await page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().height),
        heading: { x: Math.round(box.x), y: Math.round(box.y) },
      });
      await context.close();
    }
    expect(seen[0]!.header, `the static header at ${width} px`).toBe(seen[1]!.header);
    expect(seen[0]!.heading, `the static heading at ${width} px`).toEqual(seen[1]!.heading);
  }
});

/** Holds the groups page's read until the returned function is called: a first page whose data is slow. */
async function holdGroupsRead(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/project/site-groups', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("a first page whose data is slow: the app's frame and a spinner meanwhile, then the page", async ({
  page,
}) => {
  // the app draws its first page once the page's data is in (one draw, not a spinner and then the page);
  // a page whose data is slow must not leave the static frame's 'Opening Searchboard…' on the screen until it comes
  const release = await holdGroupsRead(page);
  await page.goto('/groups');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Groups' })).toBeVisible();
  await expect(page.getByText('Loading…')).toBeVisible();
  await expect(page.getByText('Opening Searchboard…')).toHaveCount(0);
  // the rest of the app answers meanwhile
  await expect(page.getByTestId('header-balance')).toHaveText(/\$/);
  await page.screenshot({ path: test.info().outputPath('slow-first-page.png') });
  release();
  await expect(page.getByRole('heading', { name: 'Project groups', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
});

test('a Menu opened while a slow first page loads stays open when the page arrives', async ({ page }) => {
  // the frame drawn around the loading page is the one drawn around the page: it is not mounted afresh when the
  // page comes, so what the person opened in it meanwhile stays open
  await page.setViewportSize({ width: 412, height: 900 });
  const release = await holdGroupsRead(page);
  await page.goto('/groups');
  await expect(page.getByText('Loading…')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav.getByRole('link', { name: 'Groups' })).toBeVisible();
  release();
  await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Groups' })).toBeVisible();
});

test.describe('on a phone', () => {
  // a phone lays the page out as wide as its widest content and the whole page then scrolls sideways (a desktop
  // window of the same width does not: the narrow-window walk above cannot see this)
  test.use({ viewport: { width: 412, height: 900 }, isMobile: true, hasTouch: true });

  test('no page is wider than the screen: what is wider scrolls inside its card', async ({ page }) => {
    const pages: [string, () => Promise<void>][] = [
      // the top domains with their name and country (the page was 487 px wide)
      [
        '/backlinks/1',
        () => expect(page.getByRole('table', { name: 'Top referring domains by backlinks' })).toBeVisible(),
      ],
      // the demo's seven snapshot dates (or more), one row of chips (the page was 732 px wide)
      [
        '/audits/5101/history',
        () =>
          expect(
            page
              .getByRole('group', { name: 'Snapshot date: known snapshot dates' })
              .getByRole('button')
              .nth(6),
          ).toBeVisible(),
      ],
      ['/audits/5101/pages', () => expect(page.getByRole('table').first()).toBeVisible()],
      ['/audits/5101/links', () => expect(page.getByRole('table').first()).toBeVisible()],
      ['/serp/480001', () => expect(page.getByRole('table', { name: /^Standard results/ })).toBeVisible()],
      // the site's trend charts (drawn as they come near the viewport: scrolled to) and one keyword's history
      [
        '/sites/101/positions',
        async () => {
          await page
            .getByRole('button', { name: /^History of / })
            .first()
            .click();
          await expect(page.getByRole('table', { name: 'Positions by day' })).toBeVisible();
          await page.getByText('Share in the top 3 and top 10', { exact: true }).scrollIntoViewIfNeeded();
          await expect(page.locator('figure svg').first()).toBeVisible();
        },
      ],
      ['/reports/101', () => expect(page.getByRole('heading', { name: 'Rank tracking' })).toBeVisible()],
    ];
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await loaded();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${path} is wider than the screen by ${sideways}px`).toBeLessThanOrEqual(0);
    }
  });
});
