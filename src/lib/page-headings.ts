/**
 * The title and description of each page whose heading needs no data. The pages draw them with PageHeader, and the
 * server writes the same two lines into the static frame of index.html for the address (issue 24): a phone shows
 * the page's heading before any script has run, and the largest text of the first view is painted then, not seconds
 * later when React draws the same words.
 */
export const PAGE_HEADINGS = {
  overview: {
    title: 'Overview',
    description:
      "This month's credits, what is running, and each site's figures with their change. Sites come from your website audits or are added by id.",
  },
  ai: {
    title: 'AI visibility',
    description: 'How often AI answers link to this site and mention its brand, engine by engine.',
  },
  keywords: {
    title: 'Keyword research',
    description:
      'Metrics for your own lists and new keywords around a seed. Every search says what it costs before it runs; an answer is kept until the month ends (the data is refreshed monthly), so asking again is free.',
  },
  backlinks: {
    title: 'Backlink reports',
    description:
      'Who links to a domain, a host or a page: referring domains, anchors and every backlink. Creating or refreshing a report is paid from your account balance; the price is shown first.',
  },
  account: {
    title: 'Account',
    description:
      'The account behind the project key: who it belongs to, its balance and its plan, and the credits this Searchboard spent.',
  },
  audits: {
    title: 'Audits',
    description:
      'Website audits: a score, errors, warnings and notices per crawl, and what changed since the last one.',
  },
  groups: {
    title: 'Project groups',
    description:
      'Group your sites, for example by client. Create, rename and delete groups, and move sites into them.',
  },
  serp: {
    title: 'SERP collection',
    description:
      'Collect search result pages for your queries: the top 100 results for free once collected, the full page with every block for 10 credits, and the raw HTML. The service keeps results 24 hours; Searchboard keeps a copy of those you opened.',
  },
  plan: {
    title: 'Marketing plan',
    description:
      'Tick items as you complete them, section by section. Items from the plan’s template can be ticked but not deleted: the service only deletes tasks made with “Add task”. Those are marked “Your task” and can also be edited.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type PageHeadingId = keyof typeof PAGE_HEADINGS;
