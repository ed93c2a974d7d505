import { expect, test, type Page } from './fixtures.ts';

// Marketing plan, project groups and account, walked on the sandbox as a person would.
// Site 103 (QuantaLedger) is used for the plan: every change made here is undone before the test ends.

const SITE = 103;
const PLAN = `/sites/${SITE}/plan`;
const TASK_PATH = `**/api/project/checklist/${SITE}/task`;

interface Section {
  title: string;
  items: { id: string; title: string; checked: boolean }[];
}

/** An item the sandbox has unticked, and its section, read once so the walk does not depend on the seed. */
async function openItem(page: Page, skip = 0): Promise<{ section: string; title: string }> {
  const res = await page.request.get(`/api/project/checklist/${SITE}`);
  const sections = (await res.json()) as Section[];
  const open = sections.flatMap((s) =>
    s.items.filter((i) => !i.checked).map((i) => ({ section: s.title, title: i.title })),
  );
  const item = open[skip];
  if (!item) throw new Error('the sandbox has no unticked item on site 103');
  return item;
}

test('tick and untick an item; both survive a reload', async ({ page }) => {
  const { section, title } = await openItem(page);
  await page.goto(PLAN);
  await expect(page.getByRole('heading', { name: 'Marketing plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toBeVisible();
  const card = page.getByRole('region', { name: section });
  const progress = card.getByRole('progressbar', { name: `${section} progress` });
  const before = Number(await progress.getAttribute('aria-valuenow'));

  const box = page.getByRole('checkbox', { name: title });
  await box.check();
  await expect(box).toBeChecked();
  await expect(progress).toHaveAttribute('aria-valuenow', String(before + 1));
  await expect(card.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();

  await page.getByRole('checkbox', { name: title }).uncheck();
  await expect(card.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
  await expect(progress).toHaveAttribute('aria-valuenow', String(before));
});

test('a tick the service refuses is rolled back with a message', async ({ page }) => {
  const { title } = await openItem(page, 1);
  // The refusal is made here: a 400 for the tick, held back until the optimistic state has been seen.
  let answer = () => {};
  const held = new Promise<void>((r) => (answer = r));
  await page.route(TASK_PATH, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await held;
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This task cannot be changed right now' }),
    });
  });
  await page.goto(PLAN);
  const box = page.getByRole('checkbox', { name: title });
  await box.click();
  await expect(box).toBeChecked();
  answer();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`Could not mark “${title}” as done.`);
  await expect(alert).toContainText('This task cannot be changed right now');
  await expect(box).not.toBeChecked();
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await page.unroute(TASK_PATH);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
});

test('quick clicks on a slow network: the last one wins and survives a reload', async ({ page }) => {
  const { title } = await openItem(page, 2);
  // Every tick takes 700 ms: the clicks below all happen while the first is still on its way.
  await page.route(TASK_PATH, async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 700));
    return route.continue();
  });
  await page.goto(PLAN);
  const box = page.getByRole('checkbox', { name: title });
  await box.click(); // tick
  await box.click(); // untick
  await box.click(); // tick
  await expect(box).toBeChecked();
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await page.unroute(TASK_PATH);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).toBeChecked();
  // restore the seed
  await page.getByRole('checkbox', { name: title }).uncheck();
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: title })).not.toBeChecked();
});

test('add, edit and delete a custom task', async ({ page }) => {
  await page.goto(PLAN);
  await expect(page.getByRole('heading', { name: 'Goals & research' })).toBeVisible();
  // Template items can be ticked but not deleted, and the page says why.
  await expect(page.getByRole('button', { name: /^Delete “/ })).toHaveCount(0);
  await expect(page.getByText(/only deletes tasks made with “Add task”/)).toBeVisible();

  await page.getByRole('button', { name: 'Add task' }).click();
  const add = page.getByRole('form', { name: 'Add a task' });
  await add.getByRole('button', { name: 'Add task' }).click();
  await expect(add.getByText('Enter a title for the task.')).toBeVisible();
  await expect(add.getByText(/Enter the text of the task/)).toBeVisible();
  await add.getByRole('textbox', { name: 'Title' }).fill('E2E: publish a pricing FAQ');
  await add.getByRole('textbox', { name: 'Text' }).fill('Answer the ten most asked pricing questions.');
  await add.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('status')).toHaveText('Added “E2E: publish a pricing FAQ”.');
  const custom = page.getByRole('region', { name: 'Custom tasks' });
  await expect(custom.getByRole('checkbox', { name: 'E2E: publish a pricing FAQ' })).toBeVisible();

  await custom.getByRole('button', { name: 'Edit “E2E: publish a pricing FAQ”' }).click();
  const edit = page.getByRole('form', { name: 'Edit task “E2E: publish a pricing FAQ”' });
  await expect(edit.getByText(/The checklist does not return task texts/)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Title' }).fill('E2E: publish the pricing FAQ');
  await edit.getByRole('textbox', { name: 'Text' }).fill('');
  await edit.getByRole('button', { name: 'Save task' }).click();
  await expect(edit.getByText(/Enter the text of the task/)).toBeVisible();
  await edit.getByRole('textbox', { name: 'Text' }).fill('Answer the twenty most asked pricing questions.');
  await edit.getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved “E2E: publish the pricing FAQ”.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'E2E: publish the pricing FAQ' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete “E2E: publish the pricing FAQ”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this task?' });
  await dialog.getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByRole('status')).toHaveText('Deleted “E2E: publish the pricing FAQ”.');
  await expect(page.getByRole('checkbox', { name: 'E2E: publish the pricing FAQ' })).toHaveCount(0);
});

test('create, rename, fill and delete a group', async ({ page }) => {
  await page.goto('/groups');
  const table = page.getByRole('table', { name: 'Groups' });
  await expect(table.getByRole('rowheader', { name: 'Retail clients' })).toBeVisible();

  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Enter a name for the group.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Group name' }).fill('E2E agency clients');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('status')).toContainText('Created the group “E2E agency clients”');
  await expect(table.getByRole('rowheader', { name: 'E2E agency clients' })).toBeVisible();
  // creation answers an integer group_id, the list a string id: the new group is picked for moving sites
  const move = page.getByRole('form', { name: 'Move sites into a group' });
  await expect(move.getByRole('combobox', { name: 'Group' })).toHaveValue(/^\d+$/);
  await expect(page).toHaveURL(/[?&]group=\d+/);

  await page.getByRole('button', { name: 'Rename “E2E agency clients”' }).click();
  await page.getByRole('textbox', { name: 'New name for “E2E agency clients”' }).fill('E2E agencies');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status')).toHaveText('Renamed “E2E agency clients” to “E2E agencies”.');
  await expect(table.getByRole('rowheader', { name: 'E2E agencies' })).toBeVisible();

  // Fill it: one site picked from the known sites, one typed by id.
  await page.getByRole('button', { name: 'Move sites into “E2E agencies”' }).click();
  await move.getByRole('checkbox', { name: 'Northwind Outdoor (#101)' }).check();
  await move.getByRole('textbox', { name: 'Other site ids' }).fill('102, x');
  await move.getByRole('button', { name: 'Move sites' }).click();
  await expect(move.getByText('Not a site id: “x”. Site ids are positive whole numbers.')).toBeVisible();
  await move.getByRole('textbox', { name: 'Other site ids' }).fill('102');
  await move.getByRole('button', { name: 'Move sites' }).click();
  await expect(page.getByRole('status')).toHaveText('Moved 2 sites into “E2E agencies”.');
  // the service lists no group's sites: the page shows those moved here, kept by the server
  const inGroups = page.getByRole('region', { name: 'Sites in each group' });
  await expect(
    inGroups.getByRole('list', { name: 'Sites moved into “E2E agencies”' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(inGroups.getByText('No site moved into “Retail clients” here yet.')).toBeVisible();

  // Put both back where the seed has them (Retail clients), then delete the new group.
  await move.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Retail clients (#11)' });
  await move.getByRole('checkbox', { name: 'Northwind Outdoor (#101)' }).check();
  await move.getByRole('textbox', { name: 'Other site ids' }).fill('102');
  await move.getByRole('button', { name: 'Move sites' }).click();
  await expect(page.getByRole('status')).toHaveText('Moved 2 sites into “Retail clients”.');
  await expect(
    inGroups.getByRole('list', { name: 'Sites moved into “Retail clients”' }).getByRole('listitem'),
  ).toHaveCount(2);

  // the overview filters by the same record, and the address keeps the choice
  await page.goto('/');
  const filter = page.getByRole('combobox', { name: 'Group' });
  await filter.selectOption({ label: 'Retail clients (2)' });
  await expect(page).toHaveURL(/[?&]group=11(&|$)/);
  await expect(page.getByRole('list', { name: 'Sites' }).getByRole('heading', { level: 2 })).toHaveText([
    'Bloom Botanics',
    'Northwind Outdoor',
  ]);
  await page.goto('/groups');

  await page.getByRole('button', { name: 'Delete “E2E agencies”' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the group “E2E agencies”?' })
    .getByRole('button', { name: 'Delete group' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Deleted the group “E2E agencies”.');
  await expect(table.getByRole('rowheader', { name: 'E2E agencies' })).toHaveCount(0);
});

test('read the profile, balance and subscription panels, reached from the header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Account summary' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();

  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText('Maya Lindqvist')).toBeVisible();
  await expect(profile.getByText('ML', { exact: true })).toBeVisible(); // initials: the sandbox has no picture
  await expect(profile.getByText('maya.lindqvist@northwind-outdoor.com')).toBeVisible();
  await expect(profile.getByText('Verified')).toBeVisible();
  await expect(profile.getByText('English (en)')).toBeVisible();

  // Other specs may spend from the balance: compare with what the sandbox holds now.
  const balance = (await (await page.request.get('/api/project/account/balance')).json()) as {
    value: number;
    currency_code: string;
  };
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: balance.currency_code }).format(
    balance.value,
  );
  await expect(page.getByRole('region', { name: 'Balance' }).getByText(money)).toBeVisible();

  // credits spent this month next to the balance, which is money: credits do not lower it
  await expect(page.getByRole('region', { name: 'Balance' }).getByText(/^Spent this month: /)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Balance' }).getByText(/Credits do not lower it/),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Balance' }).getByText(/^Paid from the balance this month: /),
  ).toBeVisible();
  // the seeded rank-tracking history is demo history: in no ledger, not charged
  await expect(
    page.getByRole('region', { name: 'Credits spent' }).getByText(/^Demo history, not charged: /),
  ).toBeVisible();
  // the plan's name and its expiry date, not 'Subscription' and 'Active, not expired'
  const sub = page.getByRole('region', { name: 'Plan' });
  await expect(sub.getByRole('definition').first()).toHaveText('Subscription plan');
  await expect(sub.getByText(money)).toBeVisible();
  // is_expired arrives as the string "false"; the sandbox, as the spec, gives no expiry date
  await expect(sub.getByText('Active', { exact: true })).toBeVisible();
  await expect(sub.getByText('The service does not give the date')).toBeVisible();
});
