import type { ChecklistSection } from '../../api/plan.ts';

/** Checklist sections for tests: a built-in section half done, one not started, and the site's own tasks. */
export const GOALS: ChecklistSection = {
  id: '1',
  title: 'Goals & research',
  items_count: 2,
  items_checked: 1,
  items: [
    { id: '1', title: 'Define goals', checked: true },
    { id: '2', title: 'Describe audience', checked: false },
  ],
};

export const TECHNICAL: ChecklistSection = {
  id: '2',
  title: 'Technical SEO',
  items_count: 1,
  items_checked: 0,
  items: [{ id: '3', title: 'Submit a sitemap', checked: false }],
};

export const CUSTOM: ChecklistSection = {
  id: '8',
  title: 'Custom tasks',
  items_count: 1,
  items_checked: 0,
  items: [{ id: '40', title: 'Winter sale page', checked: false }],
};
