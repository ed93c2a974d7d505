import type { ChecklistSection } from '../../api/plan.ts';

/** A checklist section for tests, its counts taken from its items as the service gives them. */
export function testSection(id: string, title: string, items: ChecklistSection['items']): ChecklistSection {
  return {
    id,
    title,
    items_count: items.length,
    items_checked: items.filter((i) => i.checked).length,
    items,
  };
}

/** Checklist sections for tests: a built-in section half done, one not started, and the site's own tasks. */
export const GOALS = testSection('1', 'Goals & research', [
  { id: '1', title: 'Define goals', checked: true },
  { id: '2', title: 'Describe audience', checked: false },
]);

export const TECHNICAL = testSection('2', 'Technical SEO', [
  { id: '3', title: 'Submit a sitemap', checked: false },
]);

export const CUSTOM = testSection('8', 'Custom tasks', [
  { id: '40', title: 'Winter sale page', checked: false },
]);
