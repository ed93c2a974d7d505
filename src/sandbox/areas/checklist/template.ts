/**
 * The marketing-plan template every site starts from (spec, "Marketing plan section"). Section ids are strings
 * on the wire; items are copied per site so each site keeps its own progress.
 */

export interface TemplateSection {
  id: string;
  title: string;
  items: { title: string; text: string }[];
}

export const CUSTOM_SECTION = { id: '8', title: 'Custom tasks' } as const;

export const TEMPLATE: TemplateSection[] = [
  {
    id: '1',
    title: 'Goals & research',
    items: [
      {
        title: 'Define business goals and search KPIs',
        text: 'Agree on 3–5 measurable goals (leads, sales, sign-ups) and how organic search contributes.',
      },
      {
        title: 'Describe the target audience and its intent',
        text: 'Write short personas and the questions each one types into a search box.',
      },
      {
        title: 'Research seed keywords for core products',
        text: 'Collect volume, difficulty and intent for the main product and service terms.',
      },
      {
        title: 'Map keywords to existing pages',
        text: 'Give every priority keyword one target page; note the gaps that need new pages.',
      },
      {
        title: 'Benchmark the top five organic competitors',
        text: 'Compare their visibility, content depth and backlink profiles with yours.',
      },
    ],
  },
  {
    id: '2',
    title: 'Technical SEO',
    items: [
      {
        title: 'Verify the site in webmaster tools',
        text: 'Confirm ownership so indexing and coverage reports become available.',
      },
      {
        title: 'Submit an XML sitemap',
        text: 'List every indexable URL and keep the sitemap updated automatically.',
      },
      {
        title: 'Review robots.txt',
        text: 'Make sure no important section, script or stylesheet is blocked from crawling.',
      },
      {
        title: 'Fix 4xx and 5xx errors from the site audit',
        text: 'Redirect or restore broken pages and update the internal links pointing at them.',
      },
      {
        title: 'Load key pages in under 3 seconds on mobile',
        text: 'Compress images, defer non-critical scripts and enable caching.',
      },
      {
        title: 'Set canonical tags on duplicate pages',
        text: 'Point filtered, sorted and paginated variants at their main URL.',
      },
    ],
  },
  {
    id: '3',
    title: 'On-page optimisation',
    items: [
      {
        title: 'Write unique title tags for key pages',
        text: 'Lead with the main keyword and keep titles under about 60 characters.',
      },
      {
        title: 'Write meta descriptions that earn the click',
        text: 'Summarise the page and give a reason to visit in about 150 characters.',
      },
      {
        title: 'Use one H1 per page with the main keyword',
        text: 'Structure the rest of the page with H2 and H3 headings.',
      },
      {
        title: 'Add alt text to images',
        text: 'Describe product and article images for accessibility and image search.',
      },
      {
        title: 'Add structured data',
        text: 'Mark up Organization, Product, Breadcrumb and FAQ content with schema.org.',
      },
      {
        title: 'Link related pages internally',
        text: 'Use descriptive anchors and make every page reachable within three clicks.',
      },
    ],
  },
  {
    id: '4',
    title: 'Content',
    items: [
      {
        title: 'Plan a content calendar for the next quarter',
        text: 'Schedule articles around seasonal demand and product launches.',
      },
      {
        title: 'Refresh the ten oldest high-traffic articles',
        text: 'Update facts, screenshots and internal links; keep the URLs.',
      },
      {
        title: 'Publish a buying guide per product category',
        text: 'Answer comparison and "best …" queries with genuinely useful advice.',
      },
      {
        title: 'Build an FAQ hub from customer questions',
        text: 'Collect questions from support and sales and answer each one on the site.',
      },
      {
        title: 'Track AI search visibility for brand prompts',
        text: 'Follow how AI engines mention the brand and which sources they cite.',
      },
    ],
  },
  {
    id: '5',
    title: 'Local & listings',
    items: [
      {
        title: 'Claim and complete the business profile',
        text: 'Add categories, opening hours, photos and a link to the site.',
      },
      {
        title: 'Keep name, address and phone consistent',
        text: 'Check the main directories and fix listings that disagree.',
      },
      {
        title: 'Ask for and answer customer reviews',
        text: 'Reply to every review, positive or negative, within a few days.',
      },
    ],
  },
  {
    id: '6',
    title: 'Links & outreach',
    items: [
      {
        title: 'Review the backlink profile for lost links',
        text: 'Contact sites that dropped a valuable link and offer an updated resource.',
      },
      {
        title: 'Reclaim unlinked brand mentions',
        text: 'Ask authors who mention the brand without a link to add one.',
      },
      {
        title: 'Pitch three guest articles to industry sites',
        text: 'Offer original data or expertise rather than generic content.',
      },
    ],
  },
  {
    id: '7',
    title: 'Analytics & reporting',
    items: [
      {
        title: 'Set up conversion tracking',
        text: 'Record purchases, leads and sign-ups from organic visits.',
      },
      {
        title: 'Track keyword positions weekly',
        text: 'Watch priority keywords and investigate drops of more than five positions.',
      },
      {
        title: 'Send a monthly SEO report',
        text: 'Share traffic, rankings, conversions and next steps with stakeholders.',
      },
    ],
  },
];

/** Share of template items already done per seeded site, so the demo shows sites at different stages. */
export const SEED_PROGRESS: Record<number, number> = { 101: 0.7, 102: 0.4, 103: 0.15 };

export const SEED_CUSTOM_TASKS: { siteId: number; title: string; text: string; checked: boolean }[] = [
  {
    siteId: 101,
    title: 'Prepare the winter sale landing page',
    text: 'Publish /winter-sale two weeks ahead so it is crawled before the campaign starts.',
    checked: false,
  },
  {
    siteId: 101,
    title: 'Add size guides to every boot page',
    text: 'Shoppers search for sizing questions; answer them on the product pages.',
    checked: true,
  },
  {
    siteId: 102,
    title: 'Write care guides for the spring bulbs range',
    text: 'One guide per bulb family, linked from each product page.',
    checked: false,
  },
];
