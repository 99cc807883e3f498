/**
 * The translation of one npm command line for each package manager, and of a whole shell block.
 * Pure and free of Node imports, like the list it translates for.
 */
import { PACKAGE_MANAGERS, type PackageManager } from '../utils/packageManager';

type OtherManager = Exclude<PackageManager, 'npm'>;

// Quotes, chains, pipes, redirections, substitutions and comments make the line more than one plain
// command whose words can be moved about: it is left alone rather than half translated.
const SHELL_SYNTAX = /["'`$&|;<>()\\]|(?:^|\s)#/;

const INSTALL = new Set(['install', 'i', 'add']);
const UNINSTALL = new Set(['uninstall', 'un', 'remove', 'rm', 'r']);
const DEV_FLAGS = new Set(['-D', '--save-dev']);
const GLOBAL_FLAGS = new Set(['-g', '--global']);
const EXACT_FLAGS = new Set(['-E', '--save-exact']);

interface InstallFlags {
  dev: boolean;
  global: boolean;
  exact: boolean;
  packages: string[];
}

/** The install flags this module can translate and the package specs, or null on any other flag. */
function readInstallArgs(args: string[]): InstallFlags | null {
  const flags: InstallFlags = { dev: false, global: false, exact: false, packages: [] };
  for (const arg of args) {
    if (DEV_FLAGS.has(arg)) {
      flags.dev = true;
    } else if (GLOBAL_FLAGS.has(arg)) {
      flags.global = true;
    } else if (EXACT_FLAGS.has(arg)) {
      flags.exact = true;
    } else if (arg === '--save' || arg === '-S') {
      // npm's default since version 5; the others save by default too.
    } else if (arg.startsWith('-')) {
      return null;
    } else {
      flags.packages.push(arg);
    }
  }
  return flags;
}

function install(args: string[], manager: OtherManager): string | null {
  const flags = readInstallArgs(args);
  if (!flags || (flags.global && (flags.dev || flags.exact))) {
    return null;
  }
  const { dev, global, exact, packages } = flags;
  if (packages.length === 0) {
    // The project's own dependencies: with a flag it would mean something else to each manager.
    return dev || global || exact ? null : `${manager} install`;
  }
  const list = packages.join(' ');
  if (global) {
    return manager === 'yarn' ? `yarn global add ${list}` : `${manager} add -g ${list}`;
  }
  const options = manager === 'pnpm' ? [dev && '-D', exact && '-E'] : [dev && '--dev', exact && '--exact'];
  return [manager, 'add', ...options.filter(Boolean), list].join(' ');
}

function uninstall(args: string[], manager: OtherManager): string | null {
  const global = args.some((arg) => GLOBAL_FLAGS.has(arg));
  const packages = args.filter((arg) => !GLOBAL_FLAGS.has(arg));
  if (packages.length === 0 || packages.some((arg) => arg.startsWith('-'))) {
    return null;
  }
  const list = packages.join(' ');
  if (global) {
    return manager === 'yarn' ? `yarn global remove ${list}` : `${manager} remove -g ${list}`;
  }
  return `${manager} remove ${list}`;
}

/**
 * The arguments npm passes on to a script or an initializer: positional ones, then whatever
 * follows `--`. The others pass their arguments on without the `--`. Null on a flag before `--`,
 * which would be npm's own.
 */
function passedOn(args: string[]): string[] | null {
  const separator = args.indexOf('--');
  const own = separator < 0 ? args : args.slice(0, separator);
  if (own.some((arg) => arg.startsWith('-'))) {
    return null;
  }
  return separator < 0 ? own : [...own, ...args.slice(separator + 1)];
}

function runScript(script: string | undefined, args: string[], manager: OtherManager): string | null {
  const rest = passedOn(args);
  // `bun test` is Bun's own test runner and `yarn <name>` may be one of Yarn's commands: always `run`.
  return script && !script.startsWith('-') && rest ? [manager, 'run', script, ...rest].join(' ') : null;
}

function create(args: string[], manager: OtherManager): string | null {
  const [initializer, ...rest] = args;
  const passed = passedOn(rest);
  // A bare `npm init` writes a package.json: that is each manager's own `init`, with other options.
  return initializer && !initializer.startsWith('-') && passed ? [manager, 'create', initializer, ...passed].join(' ') : null;
}

function execute(args: string[], manager: OtherManager): string | null {
  // `--yes` only silences npx's question before downloading; the others do not ask.
  const rest = args[0] === '-y' || args[0] === '--yes' ? args.slice(1) : args;
  if (rest.length === 0 || rest[0].startsWith('-')) {
    return null;
  }
  return [manager === 'bun' ? 'bunx' : `${manager} dlx`, ...rest].join(' ');
}

/**
 * The command `line` (an npm or npx command) for `manager`, or null when it is not one this
 * module knows how to translate: other npm commands (`npm ci`, `npm ls`…), flags without a sure
 * equivalent, shell syntax.
 */
export function translateCommand(line: string, manager: PackageManager): string | null {
  const trimmed = line.trim();
  if (SHELL_SYNTAX.test(trimmed)) {
    return null;
  }
  const [program, ...args] = trimmed.split(/\s+/);
  if (manager === 'npm') {
    return program === 'npm' || program === 'npx' ? trimmed : null;
  }
  if (program === 'npx') {
    return execute(args, manager);
  }
  if (program !== 'npm' || args.length === 0) {
    return null;
  }
  const [command, ...rest] = args;
  if (INSTALL.has(command)) {
    return install(rest, manager);
  }
  if (UNINSTALL.has(command)) {
    return uninstall(rest, manager);
  }
  if (command === 'run' || command === 'run-script') {
    return runScript(rest[0], rest.slice(1), manager);
  }
  if (command === 'start' || command === 'test') {
    return runScript(command, rest, manager);
  }
  if (command === 'create' || command === 'init') {
    return create(rest, manager);
  }
  return null;
}

/** The command `line` for `manager`; a line it cannot translate comes back as written. */
export function commandFor(line: string, manager: PackageManager): string {
  return translateCommand(line, manager) ?? line;
}

/**
 * A shell block's text for every manager, or null when it is not a block of npm commands that all
 * translate: its lines other than blank lines and `#` comments (kept as they are) must all be
 * npm or npx commands, and at least one of them.
 */
export function packageManagerVariants(code: string): Record<PackageManager, string> | null {
  const lines = code.split('\n');
  const commands = lines.filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  if (commands.length === 0) {
    return null;
  }
  const variants = {} as Record<PackageManager, string>;
  for (const manager of PACKAGE_MANAGERS) {
    const translated: string[] = [];
    for (const line of lines) {
      if (!commands.includes(line)) {
        translated.push(line);
        continue;
      }
      const command = translateCommand(line, manager);
      if (command === null) {
        return null;
      }
      translated.push(line.slice(0, line.length - line.trimStart().length) + command);
    }
    variants[manager] = translated.join('\n');
  }
  return variants;
}
