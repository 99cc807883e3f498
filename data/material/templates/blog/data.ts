/**
 * Invented sample posts for a product team's blog. Dates are fixed ISO strings, formatted with a
 * fixed locale and time zone, so the page reads the same on the server and in every browser.
 */

export const TOPICS = ['Design', 'Engineering', 'Product', 'Research', 'Culture'] as const;
export type Topic = (typeof TOPICS)[number];

export interface Author {
  name: string;
  role: string;
}

export const AUTHORS = {
  ines: { name: 'Ines Carvalho', role: 'Product lead' },
  tobias: { name: 'Tobias Ekström', role: 'Design systems' },
  ruth: { name: 'Ruth Adeyemi', role: 'Staff engineer' },
  kenji: { name: 'Kenji Watanabe', role: 'User researcher' },
  marta: { name: 'Marta Sokolova', role: 'Engineering manager' },
  dev: { name: 'Dev Patel', role: 'Platform engineer' },
} satisfies Record<string, Author>;

export interface Post {
  id: string;
  title: string;
  excerpt: string;
  /** The article itself, shortened for the demo's reader. */
  body: string;
  topic: Topic;
  author: Author;
  date: string;
  minutes: number;
  /** Colours and pattern of the post's generated artwork. */
  art: { from: string; to: string; pattern: 'circles' | 'waves' | 'grid' | 'arcs' };
}

export const FEATURED: Post = {
  id: 'onboarding-rewrite',
  title: 'What we learned rewriting our onboarding in six weeks',
  excerpt:
    'We cut the sign-up flow from eleven screens to four and doubled the share of new teams who invite a colleague in their first week. Here is what we measured, what we dropped, and the one change we almost did not ship.',
  body: 'The old flow asked for everything up front: company size, role, goals, integrations. Most of it fed reports nobody opened. We moved each question to the moment it mattered, or deleted it. The hardest cut was the product tour; the numbers said people skipped it, and the support queue said they did not miss it.',
  topic: 'Product',
  author: AUTHORS.ines,
  date: '2025-03-24',
  minutes: 9,
  art: { from: '#b83a26', to: '#f2a65a', pattern: 'arcs' },
};

export const POSTS: Post[] = [
  {
    id: 'empty-states',
    title: 'Designing empty states that actually help',
    excerpt: 'An empty screen is the first thing many people see. Treat it as onboarding, not decoration.',
    body: 'We audited every empty state in the app and sorted them into three kinds: first use, no results, and cleared by the user. Each needs a different message. First use explains the value and offers one action; no results suggests what to change; cleared simply confirms that the work is done.',
    topic: 'Design',
    author: AUTHORS.tobias,
    date: '2025-03-20',
    minutes: 6,
    art: { from: '#2f5d8a', to: '#8ec3e6', pattern: 'circles' },
  },
  {
    id: 'flaky-tests',
    title: 'A field guide to flaky tests',
    excerpt: 'Timing, shared state and the network cause nine in ten of our flaky tests. How we find them and keep them out.',
    body: 'We started tagging every retried test in continuous integration and reviewing the list each Friday. Patterns appeared quickly: tests that waited a fixed time instead of for a condition, tests that shared a database row, tests that reached real services. Each pattern now has a lint rule or a helper that makes the safe way the easy way.',
    topic: 'Engineering',
    author: AUTHORS.ruth,
    date: '2025-03-17',
    minutes: 11,
    art: { from: '#3d4b3a', to: '#a8c79a', pattern: 'grid' },
  },
  {
    id: 'interview-questions',
    title: 'Five interview questions that changed our roadmap',
    excerpt: 'Ask about the last time, not the usual time. Small wording changes gave us very different answers.',
    body: '“Tell me about the last time you exported a report” gets a story with details; “how do you usually export reports” gets an opinion. We rewrote our interview guide around recent, specific events, and the roadmap shifted: two features we had planned turned out to solve problems people rarely had.',
    topic: 'Research',
    author: AUTHORS.kenji,
    date: '2025-03-13',
    minutes: 7,
    art: { from: '#6b3fa0', to: '#d9a7e0', pattern: 'waves' },
  },
  {
    id: 'release-notes',
    title: 'Writing release notes people read',
    excerpt: 'Lead with what changed for the reader, not what changed in the code. A template we now use every sprint.',
    body: 'Each note answers three questions in order: what can you do now, where do you find it, and what do you need to change, if anything. Internal ticket numbers moved to a linked list at the bottom. Open rates on the release email went up by a third in two months.',
    topic: 'Product',
    author: AUTHORS.ines,
    date: '2025-03-10',
    minutes: 5,
    art: { from: '#8a5a00', to: '#f0c66e', pattern: 'circles' },
  },
  {
    id: 'no-story-points',
    title: 'Why our team stopped estimating in points',
    excerpt: 'We traded estimation meetings for smaller slices of work, and our forecasts got better, not worse.',
    body: 'Points had become a negotiation. Instead we now split work until each piece fits in two days, and forecast from how many pieces we finish per week. The planning meeting went from ninety minutes to thirty, and the conversation moved from numbers to scope.',
    topic: 'Culture',
    author: AUTHORS.marta,
    date: '2025-03-06',
    minutes: 8,
    art: { from: '#1f6f6b', to: '#8fd3c8', pattern: 'arcs' },
  },
  {
    id: 'colour-tokens',
    title: 'Colour tokens: from a spreadsheet to the codebase',
    excerpt: 'How a shared list of named colours replaced 214 hex values and made dark mode a two-day job.',
    body: 'The spreadsheet came first: one row per role, such as surface, text muted or border strong, with a value for light and one for dark. A small script turns it into theme variables. Designers change a row; the next build picks it up. Contrast checks run on every pair before anything merges.',
    topic: 'Design',
    author: AUTHORS.tobias,
    date: '2025-03-03',
    minutes: 10,
    art: { from: '#b83a26', to: '#e9b0a3', pattern: 'grid' },
  },
  {
    id: 'caching-postmortem',
    title: 'Caching the right thing: a postmortem',
    excerpt: 'A cache that made the dashboard fast also made it wrong for forty minutes. What happened and what we changed.',
    body: 'We cached the rendered dashboard per team, keyed by team alone. When permissions changed, members kept seeing charts they no longer had access to until the entry expired. The fix was to cache the data, not the page, and to include the permission version in every key.',
    topic: 'Engineering',
    author: AUTHORS.dev,
    date: '2025-02-27',
    minutes: 12,
    art: { from: '#2b2b52', to: '#8c8ad8', pattern: 'waves' },
  },
  {
    id: 'usability-kettle',
    title: 'Running usability tests with five people and a kettle',
    excerpt: 'You do not need a lab. A quiet room, a script and a warm drink get you most of the way.',
    body: 'Our setup is a laptop, a second screen turned towards the note-taker and a printed script. We recruit from customers who have written to support in the past month. Five sessions in a day show the big problems; the drink keeps everyone relaxed enough to think aloud.',
    topic: 'Research',
    author: AUTHORS.kenji,
    date: '2025-02-24',
    minutes: 6,
    art: { from: '#7a4a2a', to: '#e0b48a', pattern: 'circles' },
  },
  {
    id: 'changelog',
    title: 'The quiet power of a good changelog',
    excerpt: 'A public list of small improvements builds more trust than a big launch every quarter.',
    body: 'We publish every change a customer could notice, however small, with the date and a sentence of context. Sales now sends the changelog to prospects; support links to it when a requested fix ships. It costs us about ten minutes a week.',
    topic: 'Product',
    author: AUTHORS.marta,
    date: '2025-02-19',
    minutes: 4,
    art: { from: '#35524a', to: '#b9d8c2', pattern: 'arcs' },
  },
  {
    id: 'pairing-time-zones',
    title: 'Pairing across time zones without burning out',
    excerpt: 'Two overlapping hours, a shared document and clear hand-offs. Our rules for remote pairing.',
    body: 'We pair only inside the overlap and protect it from meetings. Before signing off, the driver writes a short hand-off: what works, what is next, what is unclear. The other person starts their day with that note instead of a message thread.',
    topic: 'Culture',
    author: AUTHORS.ruth,
    date: '2025-02-13',
    minutes: 7,
    art: { from: '#5a2f5e', to: '#e3a6c6', pattern: 'grid' },
  },
  {
    id: 'type-scales',
    title: 'Type scales for dense interfaces',
    excerpt: 'Admin screens need more sizes near the small end. How we tuned our scale for tables and forms.',
    body: 'A classic modular scale leaves big gaps between 12 and 16 pixels, exactly where dense screens live. We kept the ratio for headings and added fixed steps below the body size, each with its own line height, so tables stay readable without feeling cramped.',
    topic: 'Design',
    author: AUTHORS.tobias,
    date: '2025-02-07',
    minutes: 9,
    art: { from: '#274060', to: '#a5c0dd', pattern: 'waves' },
  },
  {
    id: 'feature-flags',
    title: 'Feature flags we regret, and the ones we don’t',
    excerpt: 'Flags are cheap to add and expensive to keep. Our rules for naming, owning and removing them.',
    body: 'Every flag now has an owner and a removal date when it is created. A weekly report lists flags past their date. Flags that guard a rollout are removed within a month; flags that configure a customer become settings instead, with a proper interface.',
    topic: 'Engineering',
    author: AUTHORS.dev,
    date: '2025-01-30',
    minutes: 10,
    art: { from: '#4a4a1f', to: '#d4d08a', pattern: 'circles' },
  },
  {
    id: 'support-tickets',
    title: 'Listening to support tickets as research data',
    excerpt: 'Thousands of tickets a month already describe real problems in people’s own words.',
    body: 'We tag a random sample of fifty tickets each week with the task the person was trying to do. Over a quarter, the tags show which tasks fail most often. It is slower than a dashboard and far more honest.',
    topic: 'Research',
    author: AUTHORS.kenji,
    date: '2025-01-23',
    minutes: 8,
    art: { from: '#1f5f8b', to: '#9fd0f0', pattern: 'grid' },
  },
  {
    id: 'pricing-pages',
    title: 'Pricing pages are product pages',
    excerpt: 'People decide what a product is for by reading what it costs. Design the page with the same care.',
    body: 'We watched twelve people compare our plans. Most read the feature list from the bottom up, looking for limits. We now lead each plan with who it is for and state the limits plainly; trial sign-ups from the page rose and plan-change requests fell.',
    topic: 'Product',
    author: AUTHORS.ines,
    date: '2025-01-16',
    minutes: 6,
    art: { from: '#8c2f39', to: '#f29e9e', pattern: 'waves' },
  },
  {
    id: 'async-decisions',
    title: 'Our handbook for asynchronous decisions',
    excerpt: 'A short written proposal, a deadline and a named decider. Most decisions no longer need a meeting.',
    body: 'Proposals follow one page: the problem, the options, a recommendation and a date. Anyone can comment; the named decider decides on the date and writes one paragraph explaining why. Meetings are for the few decisions where the comments disagree.',
    topic: 'Culture',
    author: AUTHORS.marta,
    date: '2025-01-09',
    minutes: 9,
    art: { from: '#3b3a36', to: '#c9c1b4', pattern: 'arcs' },
  },
  {
    id: 'accessible-forms',
    title: 'Shipping accessible forms by default',
    excerpt: 'Labels, errors and focus handled once, in shared components, so every new form starts out right.',
    body: 'Our form components now refuse to render without a label, connect error messages to their fields, and move focus to the first problem when a form is sent. Teams stopped filing the same accessibility bugs, because the defaults stopped creating them.',
    topic: 'Engineering',
    author: AUTHORS.ruth,
    date: '2025-01-02',
    minutes: 11,
    art: { from: '#2f6b3b', to: '#a6d6a0', pattern: 'circles' },
  },
];

/** How many of the newest matching posts appear as cards; the rest go to the archive list. */
export const LATEST_COUNT = 6;
export const ARCHIVE_PAGE_SIZE = 4;
