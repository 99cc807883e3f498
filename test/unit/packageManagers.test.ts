/**
 * @jest-environment node
 */
import { commandFor, packageManagerVariants, translateCommand } from '../../src/content/packageManagers';
import { isPackageManager, PACKAGE_MANAGERS, type PackageManager } from '../../src/utils/packageManager';

/** The line for pnpm, yarn and bun, in that order. */
const others = (line: string) => (['pnpm', 'yarn', 'bun'] as const).map((manager) => commandFor(line, manager));

describe('isPackageManager', () => {
  it('accepts the four managers only', () => {
    expect(PACKAGE_MANAGERS.filter(isPackageManager)).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
    for (const value of ['', 'NPM', 'deno', ' pnpm', 'yarn2', null, undefined, 1, {}]) {
      expect(isPackageManager(value)).toBe(false);
    }
  });
});

describe('commandFor', () => {
  it('npm itself gets the line as written', () => {
    expect(commandFor('npm install @mui/material', 'npm')).toBe('npm install @mui/material');
    expect(commandFor('npx @mui/codemod@latest v7.0.0/preset-safe src', 'npm')).toBe('npx @mui/codemod@latest v7.0.0/preset-safe src');
  });

  it.each(['npm install', 'npm i', 'npm add'])('%s <packages> adds them', (install) => {
    expect(others(`${install} @mui/material @emotion/react @emotion/styled`)).toEqual([
      'pnpm add @mui/material @emotion/react @emotion/styled',
      'yarn add @mui/material @emotion/react @emotion/styled',
      'bun add @mui/material @emotion/react @emotion/styled',
    ]);
  });

  it('keeps versions, tags, ranges and other package specs as written', () => {
    expect(others('npm install @mui/material@next react@^19 react-dom@~19.0.0 @mui/lab@7.0.0-beta.14 github:mui/foo#main')).toEqual([
      'pnpm add @mui/material@next react@^19 react-dom@~19.0.0 @mui/lab@7.0.0-beta.14 github:mui/foo#main',
      'yarn add @mui/material@next react@^19 react-dom@~19.0.0 @mui/lab@7.0.0-beta.14 github:mui/foo#main',
      'bun add @mui/material@next react@^19 react-dom@~19.0.0 @mui/lab@7.0.0-beta.14 github:mui/foo#main',
    ]);
  });

  it('bare install installs the project', () => {
    expect(others('npm install')).toEqual(['pnpm install', 'yarn install', 'bun install']);
    expect(others('npm i')).toEqual(['pnpm install', 'yarn install', 'bun install']);
  });

  it.each(['--save-dev', '-D'])('a dev dependency (%s) anywhere in the line', (flag) => {
    const expected = [
      'pnpm add -D typescript @types/react',
      'yarn add --dev typescript @types/react',
      'bun add --dev typescript @types/react',
    ];
    expect(others(`npm install ${flag} typescript @types/react`)).toEqual(expected);
    expect(others(`npm install typescript ${flag} @types/react`)).toEqual(expected);
    expect(others(`npm i typescript @types/react ${flag}`)).toEqual(expected);
  });

  it('an exact version, alone or with dev', () => {
    expect(others('npm install --save-exact react')).toEqual(['pnpm add -E react', 'yarn add --exact react', 'bun add --exact react']);
    expect(others('npm i -D -E prettier')).toEqual([
      'pnpm add -D -E prettier',
      'yarn add --dev --exact prettier',
      'bun add --dev --exact prettier',
    ]);
  });

  it('drops --save, the default everywhere', () => {
    expect(others('npm install --save react')).toEqual(['pnpm add react', 'yarn add react', 'bun add react']);
  });

  it.each(['-g', '--global'])('a global install (%s)', (flag) => {
    expect(others(`npm install ${flag} serve`)).toEqual(['pnpm add -g serve', 'yarn global add serve', 'bun add -g serve']);
    expect(others(`npm i serve ${flag}`)).toEqual(['pnpm add -g serve', 'yarn global add serve', 'bun add -g serve']);
  });

  it.each(['uninstall', 'un', 'remove', 'rm', 'r'])('npm %s removes', (command) => {
    expect(others(`npm ${command} @mui/styles @material-ui/core`)).toEqual([
      'pnpm remove @mui/styles @material-ui/core',
      'yarn remove @mui/styles @material-ui/core',
      'bun remove @mui/styles @material-ui/core',
    ]);
  });

  it('a global uninstall', () => {
    expect(others('npm uninstall -g serve')).toEqual(['pnpm remove -g serve', 'yarn global remove serve', 'bun remove -g serve']);
  });

  it('npx runs a package without installing it', () => {
    expect(others('npx @mui/codemod@7.0.0 v7.0.0/preset-safe src')).toEqual([
      'pnpm dlx @mui/codemod@7.0.0 v7.0.0/preset-safe src',
      'yarn dlx @mui/codemod@7.0.0 v7.0.0/preset-safe src',
      'bunx @mui/codemod@7.0.0 v7.0.0/preset-safe src',
    ]);
    expect(others('npx --yes create-next-app@latest my-app --typescript')).toEqual([
      'pnpm dlx create-next-app@latest my-app --typescript',
      'yarn dlx create-next-app@latest my-app --typescript',
      'bunx create-next-app@latest my-app --typescript',
    ]);
  });

  it('npm run, start and test go through each manager’s run', () => {
    expect(others('npm run dev')).toEqual(['pnpm run dev', 'yarn run dev', 'bun run dev']);
    expect(others('npm run build -- --watch')).toEqual(['pnpm run build --watch', 'yarn run build --watch', 'bun run build --watch']);
    expect(others('npm start')).toEqual(['pnpm run start', 'yarn run start', 'bun run start']);
    // `bun test` would be Bun's own test runner, not the package's script.
    expect(commandFor('npm test', 'bun')).toBe('bun run test');
  });

  it('npm create and npm init with an initializer', () => {
    expect(others('npm create vite@latest my-app -- --template react-ts')).toEqual([
      'pnpm create vite@latest my-app --template react-ts',
      'yarn create vite@latest my-app --template react-ts',
      'bun create vite@latest my-app --template react-ts',
    ]);
    expect(others('npm init next-app my-app')).toEqual([
      'pnpm create next-app my-app',
      'yarn create next-app my-app',
      'bun create next-app my-app',
    ]);
  });

  it('keeps the line as written when it is not an npm command it knows', () => {
    const unknown = [
      // Other npm commands, including `npm ci` (left alone on purpose: its Yarn equivalent depends on Yarn's major version).
      'npm ci',
      'npm ls @mui/material',
      'npm outdated',
      'npm publish',
      'npm',
      // A bare `npm init` writes a package.json, with options of its own in each manager.
      'npm init',
      'npm init -y',
      'npm create',
      // Flags with no sure equivalent, or combinations that mean nothing.
      'npm install --legacy-peer-deps @mui/material',
      'npm install --force',
      'npm install -D',
      'npm install -g',
      'npm install -g -D eslint',
      'npm uninstall',
      'npm uninstall --save-dev jest',
      'npm run',
      'npm run --silent build',
      'npm create vite --yes',
      'npx',
      'npx -p typescript tsc',
      // Shell syntax around the command.
      'npm install && npm run dev',
      'npm install react; npm run dev',
      'npm install "react@>=18 <19"',
      "npm install 'react'",
      'npm install $PACKAGES',
      'npm install react # the library',
      'npm ls | grep react',
      // Not npm at all.
      'pnpm add react',
      'yarn',
      'cd my-app',
      '# npm install react',
      '',
    ];
    for (const line of unknown) {
      for (const manager of ['pnpm', 'yarn', 'bun'] as const) {
        expect([line, manager, translateCommand(line, manager)]).toEqual([line, manager, null]);
        expect(commandFor(line, manager)).toBe(line);
      }
    }
  });

  it('npm gets its own commands only', () => {
    expect(translateCommand('npm ci', 'npm')).toBe('npm ci');
    expect(translateCommand('yarn add react', 'npm')).toBeNull();
  });
});

describe('packageManagerVariants', () => {
  it('translates every command line and keeps comments, blank lines and indentation', () => {
    const code = '# the library\nnpm install @mui/material\n\n  npm install -D @types/react';
    expect(packageManagerVariants(code)).toEqual<Record<PackageManager, string>>({
      npm: code,
      pnpm: '# the library\npnpm add @mui/material\n\n  pnpm add -D @types/react',
      yarn: '# the library\nyarn add @mui/material\n\n  yarn add --dev @types/react',
      bun: '# the library\nbun add @mui/material\n\n  bun add --dev @types/react',
    });
  });

  it('is null when one line is not a command it translates, or when there is no command', () => {
    expect(packageManagerVariants('cd my-app\nnpm install')).toBeNull();
    expect(packageManagerVariants('npm install react\nnpm ls react')).toBeNull();
    expect(packageManagerVariants('npm install react\npnpm add react')).toBeNull();
    expect(packageManagerVariants('# only a comment\n\n')).toBeNull();
    expect(packageManagerVariants('')).toBeNull();
  });
});
