import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

// A read that may miss must not look like a failure: the History page's look for earlier crawls asks for a day
// that has no snapshot, and a browser prints every 4xx it fetches as a red error on the console.
test('audit History finds the earlier crawls with no error on the console', async ({ page }) => {
  const errors: string[] = [];
  // the browser's own "Failed to load resource" line for a 4xx answer arrives here as an error too
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  await page.goto('/audits/5101/history');
  await expect(page.getByRole('heading', { name: /^Snapshot of / })).toBeVisible();
  // the earlier crawls are named only by the service's answer for a day without a snapshot
  await expect(page.getByText('7 crawls with a snapshot')).toBeVisible();
  expect(errors).toEqual([]);
});
