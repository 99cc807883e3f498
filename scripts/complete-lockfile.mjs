// The npm registry these machines reach holds only the platform builds it was asked for, so
// `npm install` drops other platforms' optional binaries (darwin, win32, …) from the lock file,
// and `npm ci` then refuses the lock as out of sync. This adds those entries back, with the
// os/cpu that their names state, so npm sees them as present and skips them on this platform.
// Run after changing dependencies: `npm install && node scripts/complete-lockfile.mjs`.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
// Names that spell an os differently from npm's `os` field (@pagefind/windows-x64).
const OS_ALIASES = { windows: 'win32' };
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((part) => OS_ALIASES[part] ?? part).find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (cpu === 'wasm32') {
    return { cpu };
  }
  return os && cpu ? { os, cpu } : null;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) {
      continue;
    }
    const platform = platformOf(name);
    if (!platform) {
      throw new Error(`${name} is missing from the lock file and its name states no platform`);
    }
    packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      optional: true,
      ...(platform.os ? { os: [platform.os] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
