/**
 * The title and description of each page whose heading needs no data. The pages draw them with PageHeader, and the
 * server writes the same two lines into the static frame of index.html for the address: a phone shows
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

/** The link back to the list above a detail page's heading, in the page and in the static frame. */
export const BACK_LINK_CLASS = 'text-sm text-indigo-700 underline-offset-2 hover:underline';

/**
 * The pages of one thing (an audit, a backlink report, a SERP task, an engine, a site's report): their heading is
 * the thing's name, which needs data, so their static frame has the link back to the list, a heading that names
 * the thing by its id (as the page does until its data is in), and this description, which does not change. The
 * description is the largest text of a phone's first view, painted with the HTML; the page draws the same three at
 * the same place when its data comes, with the name in the heading and the data's own line under the description.
 */
export const DETAIL_HEADINGS = {
  audit: {
    back: () => ({ href: '/audits', label: '← All audits' }),
    title: (id: string) => `Audit #${id}`,
    description:
      'A crawl of the site: its score and failed checks (Report), every page and link found (Pages, Links), and what changed between crawls (History). Recheck crawls it again, paid per page.',
  },
  backlinkReport: {
    back: () => ({ href: '/backlinks', label: '← All backlink reports' }),
    title: (id: string) => `Backlink report #${id}`,
    description:
      "Who links to this target, as collected on the report's date: the totals, every backlink, the referring domains and the anchors they use. Refreshing collects it again and is paid.",
  },
  serpTask: {
    back: () => ({ href: '/serp', label: '← All SERP tasks' }),
    title: (id: string) => `SERP task #${id}`,
    description:
      "The search results the service collected for this query: the top 100 results, free; the full page with every block, for 10 credits; and the page's raw HTML. The service keeps them 24 hours.",
  },
  engine: {
    back: (siteId: string) => ({ href: `/sites/${siteId}/ai`, label: `← All engines of site #${siteId}` }),
    title: (id: string) => `Engine #${id}`,
    description:
      "What this AI engine answers when asked the site's prompts: how often it links to the site and mentions its brand, day by day, how each prompt ranks, and the prompts it is asked.",
  },
  siteReport: {
    back: null,
    title: () => 'Site report',
    description:
      "The site's AI visibility, audit, rank tracking, backlinks and marketing plan over a range of dates.",
  },
} as const;

export type DetailHeadingId = keyof typeof DETAIL_HEADINGS;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The static frame's heading of a page whose heading needs no data, drawn as PageHeader draws it. */
export function pageFrameHtml(id: PageHeadingId): string {
  const { title, description } = PAGE_HEADINGS[id];
  return (
    '<header class="mb-6 flex flex-wrap items-end justify-between gap-3"><div>' +
    `<h1 class="text-2xl font-semibold tracking-tight text-slate-900">${escapeHtml(title)}</h1>` +
    `<p class="mt-1 max-w-3xl text-sm text-slate-600">${escapeHtml(description)}</p></div></header>`
  );
}

/**
 * The static frame's top of a detail page (the server writes it into index.html): DetailHeader
 * (components/ui/detail-header.tsx) as its pending view draws it, the back link, the heading by id and the description.
 */
export function detailFrameHtml(kind: DetailHeadingId, id: string, backTo: string): string {
  const heading = DETAIL_HEADINGS[kind];
  const back = heading.back?.(backTo);
  return (
    '<div class="mb-6">' +
    (back
      ? `<div class="mb-2"><a href="${escapeHtml(back.href)}" class="${BACK_LINK_CLASS}">${escapeHtml(back.label)}</a></div>`
      : '') +
    '<header class="flex flex-wrap items-start justify-between gap-3"><div class="min-w-64 flex-1 basis-0">' +
    `<h1 class="text-2xl font-semibold tracking-tight text-slate-900">${escapeHtml(heading.title(id))}</h1>` +
    `<p class="mt-1 max-w-3xl text-sm text-slate-600 print:hidden">${escapeHtml(heading.description)}</p>` +
    '</div></header></div>'
  );
}
