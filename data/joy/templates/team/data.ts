export const TEAMS = ['Design', 'Engineering', 'Product', 'Research', 'Operations', 'Customer care'] as const;
export type Team = (typeof TEAMS)[number];

export const LOCATIONS = ['Lisbon', 'Nairobi', 'Montréal', 'Osaka', 'Melbourne', 'Remote'] as const;
export type Location = (typeof LOCATIONS)[number];

export type Presence = 'available' | 'meeting' | 'away' | 'off';

export interface Person {
  id: string;
  name: string;
  pronouns: string;
  role: string;
  team: Team;
  location: Location;
  /** Shown beside the location; fixed text, so the server and the browser render the same. */
  timeZone: string;
  hours: string;
  presence: Presence;
  email: string;
  phone: string;
  /** Year and month, `YYYY-MM`: sorts as text. */
  joined: string;
  managerId?: string;
  skills: string[];
  about: string;
}

export const PRESENCE: Record<Presence, { label: string; color: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  available: { label: 'Available', color: 'success' },
  meeting: { label: 'In a meeting', color: 'warning' },
  away: { label: 'Away', color: 'neutral' },
  off: { label: 'Out of office', color: 'danger' },
};

/** Each team's Chip colour; the icon beside it (see `TeamChip`) tells apart two teams of one colour. */
export const TEAM_COLORS: Record<Team, 'primary' | 'success' | 'warning' | 'neutral'> = {
  Design: 'primary',
  Engineering: 'neutral',
  Product: 'success',
  Research: 'warning',
  Operations: 'neutral',
  'Customer care': 'primary',
};

export const PEOPLE: Person[] = [
  {
    id: 'marisol-okafor',
    name: 'Marisol Okafor',
    pronouns: 'she/her',
    role: 'Head of Product',
    team: 'Product',
    location: 'Lisbon',
    timeZone: 'UTC+0',
    hours: '09:00–17:30',
    presence: 'available',
    email: 'marisol.okafor@fernhill.example',
    phone: '+351 210 555 014',
    joined: '2018-04',
    skills: ['Roadmapping', 'Pricing', 'Hiring', 'Workshops'],
    about: 'Shapes what Fernhill builds next and why. Ask her about the roadmap, or for a second opinion on a pitch.',
  },
  {
    id: 'tomas-lindqvist',
    name: 'Tomás Lindqvist',
    pronouns: 'he/him',
    role: 'Staff engineer',
    team: 'Engineering',
    location: 'Montréal',
    timeZone: 'UTC−5',
    hours: '08:30–16:30',
    presence: 'meeting',
    email: 'tomas.lindqvist@fernhill.example',
    phone: '+1 514 555 0182',
    joined: '2019-01',
    managerId: 'priya-raman',
    skills: ['TypeScript', 'PostgreSQL', 'Performance', 'Code review'],
    about: 'Keeps the booking engine fast. Happy to pair on anything that touches the database.',
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    pronouns: 'she/her',
    role: 'Engineering manager',
    team: 'Engineering',
    location: 'Melbourne',
    timeZone: 'UTC+10',
    hours: '09:00–17:00',
    presence: 'away',
    email: 'priya.raman@fernhill.example',
    phone: '+61 3 5550 1290',
    joined: '2018-09',
    skills: ['Mentoring', 'Planning', 'Go', 'Incident response'],
    about: 'Leads the platform group across three time zones. Runs the Thursday architecture hour.',
  },
  {
    id: 'kofi-asante',
    name: 'Kofi Asante',
    pronouns: 'he/him',
    role: 'Product designer',
    team: 'Design',
    location: 'Nairobi',
    timeZone: 'UTC+3',
    hours: '08:00–16:00',
    presence: 'available',
    email: 'kofi.asante@fernhill.example',
    phone: '+254 20 555 0147',
    joined: '2021-03',
    managerId: 'ines-carvalho',
    skills: ['Interaction design', 'Prototyping', 'Accessibility', 'Figma'],
    about: 'Designs the check-in flow and the mobile app. Sketches first, pixels later.',
  },
  {
    id: 'ines-carvalho',
    name: 'Inês Carvalho',
    pronouns: 'she/her',
    role: 'Design lead',
    team: 'Design',
    location: 'Lisbon',
    timeZone: 'UTC+0',
    hours: '10:00–18:00',
    presence: 'meeting',
    email: 'ines.carvalho@fernhill.example',
    phone: '+351 210 555 022',
    joined: '2019-06',
    managerId: 'marisol-okafor',
    skills: ['Design systems', 'Typography', 'Critique', 'Illustration'],
    about: 'Looks after the design system and the people who use it. Office hours on Tuesday afternoons.',
  },
  {
    id: 'haruto-sato',
    name: 'Haruto Sato',
    pronouns: 'he/him',
    role: 'Front-end engineer',
    team: 'Engineering',
    location: 'Osaka',
    timeZone: 'UTC+9',
    hours: '09:30–18:00',
    presence: 'off',
    email: 'haruto.sato@fernhill.example',
    phone: '+81 6 5550 3318',
    joined: '2022-08',
    managerId: 'priya-raman',
    skills: ['React', 'CSS', 'Accessibility', 'Testing'],
    about: 'Builds the guest-facing pages. Back on Monday from a week of hiking.',
  },
  {
    id: 'lena-vogel',
    name: 'Lena Vogel',
    pronouns: 'she/they',
    role: 'User researcher',
    team: 'Research',
    location: 'Remote',
    timeZone: 'UTC+1',
    hours: '09:00–15:00',
    presence: 'available',
    email: 'lena.vogel@fernhill.example',
    phone: '+49 30 5550 7721',
    joined: '2020-11',
    managerId: 'samuel-adeyemi',
    skills: ['Interviews', 'Survey design', 'Synthesis', 'German'],
    about: 'Talks to hosts every week and writes up what she hears. Works short days on Fridays.',
  },
  {
    id: 'samuel-adeyemi',
    name: 'Samuel Adeyemi',
    pronouns: 'he/him',
    role: 'Research lead',
    team: 'Research',
    location: 'Nairobi',
    timeZone: 'UTC+3',
    hours: '08:30–17:00',
    presence: 'available',
    email: 'samuel.adeyemi@fernhill.example',
    phone: '+254 20 555 0193',
    joined: '2019-10',
    managerId: 'marisol-okafor',
    skills: ['Mixed methods', 'Statistics', 'Storytelling', 'Swahili'],
    about: 'Turns what guests and hosts say into decisions. Keeps the research library tidy.',
  },
  {
    id: 'aiko-mori',
    name: 'Aiko Mori',
    pronouns: 'she/her',
    role: 'Customer care specialist',
    team: 'Customer care',
    location: 'Osaka',
    timeZone: 'UTC+9',
    hours: '07:00–15:00',
    presence: 'available',
    email: 'aiko.mori@fernhill.example',
    phone: '+81 6 5550 4402',
    joined: '2023-02',
    managerId: 'rafael-dominguez',
    skills: ['Japanese', 'Escalations', 'Help articles', 'Billing'],
    about: 'Answers hosts in Japan and writes the help articles they read first.',
  },
  {
    id: 'rafael-dominguez',
    name: 'Rafael Domínguez',
    pronouns: 'he/him',
    role: 'Customer care lead',
    team: 'Customer care',
    location: 'Montréal',
    timeZone: 'UTC−5',
    hours: '11:00–19:00',
    presence: 'meeting',
    email: 'rafael.dominguez@fernhill.example',
    phone: '+1 514 555 0137',
    joined: '2020-02',
    managerId: 'nadia-haddad',
    skills: ['Spanish', 'French', 'Coaching', 'Quality reviews'],
    about: 'Runs the care team that answers around the clock. Ask him before changing anything in billing.',
  },
  {
    id: 'nadia-haddad',
    name: 'Nadia Haddad',
    pronouns: 'she/her',
    role: 'Head of Operations',
    team: 'Operations',
    location: 'Lisbon',
    timeZone: 'UTC+0',
    hours: '08:30–17:00',
    presence: 'away',
    email: 'nadia.haddad@fernhill.example',
    phone: '+351 210 555 031',
    joined: '2018-02',
    skills: ['Finance', 'Vendor contracts', 'Arabic', 'Process design'],
    about: 'Keeps the lights on: budgets, contracts, offices and travel.',
  },
  {
    id: 'oliver-brennan',
    name: 'Oliver Brennan',
    pronouns: 'he/him',
    role: 'People partner',
    team: 'Operations',
    location: 'Melbourne',
    timeZone: 'UTC+10',
    hours: '09:00–17:30',
    presence: 'available',
    email: 'oliver.brennan@fernhill.example',
    phone: '+61 3 5550 1847',
    joined: '2021-07',
    managerId: 'nadia-haddad',
    skills: ['Onboarding', 'Benefits', 'Policy', 'Coaching'],
    about: 'Your first call for leave, benefits and anything about working here.',
  },
  {
    id: 'zara-qureshi',
    name: 'Zara Qureshi',
    pronouns: 'she/her',
    role: 'Product manager',
    team: 'Product',
    location: 'Remote',
    timeZone: 'UTC+5',
    hours: '10:00–18:00',
    presence: 'available',
    email: 'zara.qureshi@fernhill.example',
    phone: '+92 21 5550 6610',
    joined: '2022-01',
    managerId: 'marisol-okafor',
    skills: ['Payments', 'Analytics', 'Experiments', 'Urdu'],
    about: 'Owns payments and payouts. Writes the clearest release notes in the company.',
  },
  {
    id: 'mateo-silva',
    name: 'Mateo Silva',
    pronouns: 'he/him',
    role: 'Back-end engineer',
    team: 'Engineering',
    location: 'Lisbon',
    timeZone: 'UTC+0',
    hours: '09:00–17:00',
    presence: 'available',
    email: 'mateo.silva@fernhill.example',
    phone: '+351 210 555 047',
    joined: '2023-09',
    managerId: 'priya-raman',
    skills: ['Go', 'Kafka', 'Observability', 'Portuguese'],
    about: 'Newest member of the platform group. Working on search and notifications.',
  },
  {
    id: 'chloe-tremblay',
    name: 'Chloé Tremblay',
    pronouns: 'she/her',
    role: 'Content designer',
    team: 'Design',
    location: 'Montréal',
    timeZone: 'UTC−5',
    hours: '09:00–17:00',
    presence: 'off',
    email: 'chloe.tremblay@fernhill.example',
    phone: '+1 514 555 0164',
    joined: '2021-11',
    managerId: 'ines-carvalho',
    skills: ['UX writing', 'French', 'Localisation', 'Voice and tone'],
    about: 'Writes the words in the product, in English and French. On parental leave until spring.',
  },
  {
    id: 'daniel-mwangi',
    name: 'Daniel Mwangi',
    pronouns: 'he/him',
    role: 'Data analyst',
    team: 'Research',
    location: 'Nairobi',
    timeZone: 'UTC+3',
    hours: '08:00–16:30',
    presence: 'meeting',
    email: 'daniel.mwangi@fernhill.example',
    phone: '+254 20 555 0171',
    joined: '2022-05',
    managerId: 'samuel-adeyemi',
    skills: ['SQL', 'Python', 'Dashboards', 'Forecasting'],
    about: 'Answers “how many?” and “since when?”. Maintains the weekly metrics report.',
  },
  {
    id: 'yui-nakamura',
    name: 'Yui Nakamura',
    pronouns: 'she/her',
    role: 'Mobile engineer',
    team: 'Engineering',
    location: 'Osaka',
    timeZone: 'UTC+9',
    hours: '10:00–18:30',
    presence: 'available',
    email: 'yui.nakamura@fernhill.example',
    phone: '+81 6 5550 2291',
    joined: '2020-06',
    managerId: 'priya-raman',
    skills: ['Kotlin', 'Swift', 'Offline sync', 'Release management'],
    about: 'Ships the host app on both stores. Knows why the sync works the way it does.',
  },
  {
    id: 'ezra-cohen',
    name: 'Ezra Cohen',
    pronouns: 'they/them',
    role: 'Support engineer',
    team: 'Customer care',
    location: 'Remote',
    timeZone: 'UTC+2',
    hours: '12:00–20:00',
    presence: 'away',
    email: 'ezra.cohen@fernhill.example',
    phone: '+972 3 555 0128',
    joined: '2021-04',
    managerId: 'rafael-dominguez',
    skills: ['Debugging', 'APIs', 'Hebrew', 'Runbooks'],
    about: 'Bridges care and engineering: reproduces the tricky tickets and writes the runbooks.',
  },
];

export function personById(id: string | null | undefined): Person | undefined {
  return PEOPLE.find((person) => person.id === id);
}

/** Up to two letters from the first and last words of a name: "Inês Carvalho" → "IC". */
export function initialsOf(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2021-03` → "March 2021", written out so the server and every browser agree. */
export function joinedLabel(joined: string): string {
  const [year, month] = joined.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
}
