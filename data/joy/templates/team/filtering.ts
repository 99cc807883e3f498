import { PEOPLE, TEAMS, type Location, type Person, type Team } from './data';

export interface Filters {
  teams: Team[];
  /** `null`: every location. */
  location: Location | null;
  availableOnly: boolean;
}

export const NO_FILTERS: Filters = { teams: [], location: null, availableOnly: false };

export type SortKey = 'name' | 'team' | 'location' | 'recent';

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Name',
  team: 'Team',
  location: 'Location',
  recent: 'Newest',
};

export function activeFilterCount(filters: Filters): number {
  return filters.teams.length + (filters.location ? 1 : 0) + (filters.availableOnly ? 1 : 0);
}

/** Lower case and without accents, so "ines" finds "Inês" and "montreal" finds "Montréal". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matchesQuery(person: Person, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystack = fold([person.name, person.role, person.team, person.location, ...person.skills].join(' '));
  return words.every((word) => haystack.includes(word));
}

/** Everyone the search and the filters let through, except that `ignoreTeams` leaves the team filter out. */
function matches(person: Person, query: string, filters: Filters, ignoreTeams = false): boolean {
  return (
    matchesQuery(person, query) &&
    (ignoreTeams || filters.teams.length === 0 || filters.teams.includes(person.team)) &&
    (!filters.location || person.location === filters.location) &&
    (!filters.availableOnly || person.presence === 'available')
  );
}

const byName = (a: Person, b: Person) => a.name.localeCompare(b.name, 'en');

const COMPARE: Record<SortKey, (a: Person, b: Person) => number> = {
  name: byName,
  team: (a, b) => TEAMS.indexOf(a.team) - TEAMS.indexOf(b.team) || byName(a, b),
  location: (a, b) => a.location.localeCompare(b.location, 'en') || byName(a, b),
  recent: (a, b) => b.joined.localeCompare(a.joined) || byName(a, b),
};

export function visiblePeople(query: string, filters: Filters, sort: SortKey): Person[] {
  return PEOPLE.filter((person) => matches(person, query, filters)).sort(COMPARE[sort]);
}

/** How many people each team checkbox would add: the other filters and the search still apply. */
export function teamCounts(query: string, filters: Filters): Record<Team, number> {
  const counts = Object.fromEntries(TEAMS.map((team) => [team, 0])) as Record<Team, number>;
  for (const person of PEOPLE) {
    if (matches(person, query, filters, true)) {
      counts[person.team] += 1;
    }
  }
  return counts;
}
