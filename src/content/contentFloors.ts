/**
 * The content floors of the content issues: each page of a scope has at least 80% of the reference
 * documentation's demos (pages with 3 or more), and the scope as a whole at least 100%. The
 * reference counts come from the team's `content-targets.tsv` (`pathname`, `reference_demos`,
 * `reference_features`), which a contributor's clone does not have: the content check skips the
 * floors, with a notice, when it is absent.
 */

export interface ContentTarget {
  referenceDemos: number;
  features: string[];
}

/** The share of a page's reference demos it must have, when the reference has at least PAGE_FLOOR_MIN_DEMOS. */
export const PAGE_FLOOR_SHARE = 0.8;
export const PAGE_FLOOR_MIN_DEMOS = 3;

const HEADER = ['pathname', 'reference_demos', 'reference_features'];

/** Reads the targets file; throws naming the line for anything malformed. */
export function parseContentTargets(tsv: string): Map<string, ContentTarget> {
  const [header, ...lines] = tsv.split('\n');
  if (header.trim().split('\t').join(',') !== HEADER.join(',')) {
    throw new Error(`content targets: the header should be ${HEADER.join(' ⇥ ')}, not "${header.trim()}"`);
  }
  const targets = new Map<string, ContentTarget>();
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      return;
    }
    const [pathname, demos, features = ''] = line.split('\t');
    const referenceDemos = Number(demos);
    if (!pathname.startsWith('/') || demos === undefined || !Number.isInteger(referenceDemos) || referenceDemos < 0) {
      throw new Error(`content targets, line ${index + 2}: expected a pathname and a whole number of demos, got "${line}"`);
    }
    const featureList = features
      .split('|')
      .map((feature) => feature.trim())
      .filter(Boolean);
    targets.set(pathname, { referenceDemos, features: featureList });
  });
  return targets;
}

/** The fewest demos a page may have: 80% of the reference's, rounded up; none below 3 reference demos. */
export function pageFloor(referenceDemos: number): number {
  return referenceDemos < PAGE_FLOOR_MIN_DEMOS ? 0 : Math.ceil(referenceDemos * PAGE_FLOOR_SHARE);
}

export interface ContentScope {
  /** What the scope is, as its issue names it. */
  title: string;
  routes: readonly string[];
  /**
   * Demo counts the scope's issue asks of some of its pages, checked with or without the targets file
   * (an issue's own number wins over the guide's 80%: `checkMinimums`).
   */
  minimums?: Readonly<Record<string, number>>;
  /**
   * The share of the demos on pages under `under` that must come in every code styling (MUI System,
   * Tailwind CSS, CSS modules), checked with or without the targets file: `checkStylings`.
   */
  allStylings?: { under: string; share: number };
  /** Enforced once the scope's pages are written; until then the check reports without failing. */
  enforced: boolean;
}

export interface ScopeReport {
  scope: ContentScope;
  /** One line per page: `/material-ui/react-chip/ 11/13`. */
  lines: string[];
  ours: number;
  reference: number;
  /** Pages below their floor, and the scope below 100%: failures when the scope is enforced. */
  problems: string[];
}

/** Measures a scope's pages (their demo counts) against the targets. */
export function checkScope(scope: ContentScope, demosOf: (route: string) => number, targets: Map<string, ContentTarget>): ScopeReport {
  const problems: string[] = [];
  const lines: string[] = [];
  let ours = 0;
  let reference = 0;
  for (const route of scope.routes) {
    const target = targets.get(route);
    if (!target) {
      problems.push(`${route}: not in the content targets`);
      continue;
    }
    const demos = demosOf(route);
    const floor = pageFloor(target.referenceDemos);
    ours += demos;
    reference += target.referenceDemos;
    lines.push(`${route} ${demos}/${target.referenceDemos}${demos < floor ? ` (floor ${floor})` : ''}`);
    if (demos < floor) {
      problems.push(`${route}: ${demos} demos, below its floor of ${floor} (80% of the reference's ${target.referenceDemos})`);
    }
  }
  if (ours < reference) {
    problems.push(`${scope.title}: ${ours} demos in all, below the reference's ${reference}`);
  }
  return { scope, lines, ours, reference, problems };
}

/** The pages below the demo count their issue asks of them (`minimums`); a route outside the scope is an error too. */
export function checkMinimums(scope: ContentScope, demosOf: (route: string) => number): string[] {
  return Object.entries(scope.minimums ?? {}).flatMap(([route, minimum]) => {
    if (!scope.routes.includes(route)) {
      return [`${route}: has a minimum but is not one of the routes of ${scope.title}`];
    }
    const demos = demosOf(route);
    return demos < minimum ? [`${route}: ${demos} demos, below the ${minimum} its issue asks for`] : [];
  });
}

/** How many demos a page has, and how many of them come in every code styling. */
export interface StylingCount {
  demos: number;
  inEveryStyling: number;
}

/** The scope's demos in every styling against its `allStylings` share: a line to print and the problem, if any. */
export function checkStylings(
  scope: ContentScope,
  stylingsOf: (route: string) => StylingCount,
): { line: string; problems: string[] } | null {
  if (!scope.allStylings) {
    return null;
  }
  const { under, share } = scope.allStylings;
  let demos = 0;
  let inEveryStyling = 0;
  for (const route of scope.routes.filter((candidate) => candidate.startsWith(under))) {
    const count = stylingsOf(route);
    demos += count.demos;
    inEveryStyling += count.inEveryStyling;
  }
  const needed = Math.ceil(demos * share);
  const line = `${under}: ${inEveryStyling} of ${demos} demos in every styling (at least ${needed})`;
  return {
    line,
    problems: inEveryStyling < needed ? [`${line}: ${needed - inEveryStyling} more need a Tailwind and a CSS version`] : [],
  };
}
