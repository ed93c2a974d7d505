import { expect } from '@playwright/test';
import { API_HEADERS, test } from './fixtures.ts';

// The activity log on a loopback server, whose person is the owner: a note added to a site's report and a share
// link made and revoked show in it, newest first; the filters live in the address, and the rows export as CSV.
test('the activity log lists what was done, filters it and exports it', async ({ page, request }) => {
  const label = `E2E activity ${test.info().retry}`;
  const note = await request.post('/api/local/annotations?site_id=101', {
    headers: API_HEADERS,
    data: { date: '2026-03-01', label },
  });
  expect(note.status()).toBe(201);
  const share = await request.post('/api/local/shares', {
    headers: API_HEADERS,
    data: { site_id: 101, expires_in_days: 1, label },
  });
  const { id } = (await share.json()) as { id: number };
  expect((await request.delete(`/api/local/shares/${id}`, { headers: API_HEADERS })).status()).toBe(200);
  await request.delete(`/api/local/annotations/${((await note.json()) as { id: number }).id}`, {
    headers: API_HEADERS,
  });

  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity, newest first' });
  await expect(table.getByRole('row').nth(1)).toContainText('Write');
  await expect(table).toContainText('Share link revoked');

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Share link made' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=share\.create/);
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Share link made');
  await expect(first).toContainText('101');
  await expect(first).toContainText('This computer');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export filtered rows (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^activity-share-create-\d{4}-\d{2}-\d{2}\.csv$/);
});
