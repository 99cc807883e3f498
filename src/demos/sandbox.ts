import LZString from 'lz-string';
import type { CodeVariant } from '../utils/codeVariant';
import type { StylingKey } from './types';

/** Versions of the packages a demo may import, as this site documents them. */
export const DOCUMENTED_VERSIONS: Record<string, string> = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  '@mui/material': '7.0.1',
  '@mui/joy': '5.0.0-beta.49',
  '@mui/icons-material': '7.0.1',
  '@mui/system': '7.0.1',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.0',
  // Demos that make an Emotion cache of their own (right-to-left, shadow DOM).
  '@emotion/cache': '^11.14.0',
  stylis: '4.4.0',
  'stylis-plugin-rtl': '2.1.1',
  // Libraries some demos pair with Material UI (virtualization, forms, number masks), as installed here.
  'react-hook-form': '7.92.0',
  'react-number-format': '5.4.5',
  'react-virtuoso': '4.18.21',
  'react-window': '2.5.3',
  'react-router': '7.4.1',
  // MUI X and Toolpad Core, as installed here (the tree view's Pro package starts at 7.29.1 for Material UI 7).
  '@mui/x-data-grid': '7.28.3',
  '@mui/x-data-grid-pro': '7.28.3',
  '@mui/x-data-grid-premium': '7.28.3',
  '@mui/x-date-pickers': '7.28.3',
  '@mui/x-date-pickers-pro': '7.28.3',
  '@mui/x-charts': '7.28.0',
  '@mui/x-charts-pro': '7.28.0',
  '@mui/x-tree-view': '7.29.1',
  '@mui/x-tree-view-pro': '7.29.1',
  '@mui/x-license': '7.28.0',
  '@toolpad/core': '0.13.0',
  dayjs: '1.11.13',
};

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`; relative paths → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return null;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The dependencies a demo needs, inferred from its imports, at the documented versions. */
export function inferDependencies(source: string): Record<string, string> {
  const packages = new Set(['react', 'react-dom']);
  for (const match of source.matchAll(/(?:from\s+|import\s+|import\()\s*['"]([^'"]+)['"]/g)) {
    const name = packageOf(match[1]);
    if (name) {
      packages.add(name);
    }
  }
  // MUI X and Toolpad Core build on Material UI (Toolpad's layouts on its icons too), which they take as peers.
  if ([...packages].some((name) => name.startsWith('@mui/x-') || name === '@toolpad/core')) {
    packages.add('@mui/material');
  }
  if (packages.has('@toolpad/core')) {
    packages.add('@mui/icons-material');
  }
  if (['@mui/material', '@mui/icons-material', '@mui/system', '@mui/joy'].some((name) => packages.has(name))) {
    packages.add('@emotion/react');
    packages.add('@emotion/styled');
  }
  if (packages.has('@mui/icons-material')) {
    packages.add('@mui/material');
  }
  return Object.fromEntries([...packages].sort().map((name) => [name, DOCUMENTED_VERSIONS[name] ?? 'latest']));
}

/** The library whose documentation a demo or template belongs to: Joy UI's when it imports @mui/joy. */
export function documentedLibrary(source: string): { name: string; slug: string; version: string } {
  return /(?:from\s+|import\s*\(\s*)['"]@mui\/joy[/'"]/.test(source)
    ? { name: 'Joy UI', slug: 'joy-ui', version: DOCUMENTED_VERSIONS['@mui/joy'] }
    : { name: 'Material UI', slug: 'material-ui', version: DOCUMENTED_VERSIONS['@mui/material'] };
}

export interface SandboxDemo {
  name: string;
  source: string;
  variant: CodeVariant;
  styling: StylingKey;
  /** Extra files beside the demo (its CSS module), by file name. */
  files?: Record<string, string>;
}

export interface SandboxProject {
  title: string;
  description: string;
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  /** The file the sandbox opens first. */
  openFile: string;
}

/** What a sandbox project is made around: a root component (`src/<root>.<ext>`) and the files beside it. */
interface ProjectInput {
  /** The package.json name. */
  packageName: string;
  title: string;
  description: string;
  variant: CodeVariant;
  /** The component the entry point renders, by its file name without extension (`Demo`, `App`). */
  root: string;
  /** Every file under `src/` (the root's included), by name. */
  sources: Record<string, string>;
  tailwind: boolean;
}

function createProject(input: ProjectInput): SandboxProject {
  const ts = input.variant === 'TS';
  const ext = ts ? 'tsx' : 'js';
  const dependencies = inferDependencies(Object.values(input.sources).join('\n'));
  const devDependencies: Record<string, string> = { 'react-scripts': '^5.0.1' };
  if (ts) {
    Object.assign(devDependencies, { typescript: '^5.8.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' });
  }
  const entry = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    `import ${input.root} from './${input.root}';`,
    '',
    `ReactDOM.createRoot(document.querySelector('#root')${ts ? '!' : ''}).render(`,
    '  <React.StrictMode>',
    `    <${input.root} />`,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
  const tailwindScript = input.tailwind ? '\n    <script src="https://cdn.jsdelivr.net/npm/@tailwindcss/browser@4"></script>' : '';
  const html = `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <meta name="viewport" content="initial-scale=1, width=device-width" />\n    <title>${input.title}</title>${tailwindScript}\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
  const packageJson = {
    name: input.packageName,
    private: true,
    scripts: { start: 'react-scripts start', build: 'react-scripts build' },
    dependencies,
    devDependencies,
  };
  const files: Record<string, string> = {};
  for (const [name, content] of Object.entries(input.sources)) {
    files[`src/${name}`] = content;
  }
  Object.assign(files, {
    [`src/index.${ext}`]: entry,
    'public/index.html': html,
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
  });
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'es2020',
          lib: ['dom', 'esnext'],
          jsx: 'react-jsx',
          strict: true,
          module: 'esnext',
          moduleResolution: 'node',
          esModuleInterop: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  return {
    title: input.title,
    description: input.description,
    files,
    dependencies,
    devDependencies,
    openFile: `src/${input.root}.${ext}`,
  };
}

/** A runnable project around one demo: the demo file, an entry point and a package.json. */
export function createSandboxProject(demo: SandboxDemo): SandboxProject {
  const ext = demo.variant === 'TS' ? 'tsx' : 'js';
  const library = documentedLibrary(demo.source);
  return createProject({
    packageName: demo.name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
    title: `${demo.name} – ${library.name} demo`,
    description: `The ${demo.name} demo of the ${library.name} ${library.version} documentation.`,
    variant: demo.variant,
    root: 'Demo',
    sources: { [`Demo.${ext}`]: demo.source, ...demo.files },
    tailwind: demo.styling === 'tailwind',
  });
}

export interface SandboxTemplate {
  slug: string;
  title: string;
  variant: CodeVariant;
  /** The template's folder, by file name; `App.tsx` (or `App.js`) is its entry. */
  files: Record<string, string>;
}

/** A runnable project of a whole template: its folder under `src/`, an entry point and a package.json. */
export function createTemplateProject(template: SandboxTemplate): SandboxProject {
  const library = documentedLibrary(Object.values(template.files).join('\n'));
  return createProject({
    packageName: `${library.slug}-template-${template.slug}`,
    title: `${template.title} – ${library.name} template`,
    description: `The ${template.title} template of the ${library.name} ${library.version} documentation.`,
    variant: template.variant,
    root: 'App',
    sources: template.files,
    tailwind: false,
  });
}

export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';
export const STACKBLITZ_URL = 'https://stackblitz.com/run';

/** Form fields for CodeSandbox's define API: the files, compressed, and the file to open. */
export function codeSandboxFields(project: SandboxProject): Record<string, string> {
  const files = Object.fromEntries(Object.entries(project.files).map(([name, content]) => [name, { content }]));
  return {
    parameters: LZString.compressToBase64(JSON.stringify({ files })),
    query: `file=/${project.openFile}`,
  };
}

/** Form fields for StackBlitz's POST API. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {
    'project[title]': project.title,
    'project[description]': project.description,
    'project[template]': 'create-react-app',
    'project[dependencies]': JSON.stringify(project.dependencies),
  };
  for (const [name, content] of Object.entries(project.files)) {
    if (name !== 'package.json') {
      fields[`project[files][${name}]`] = content;
    }
  }
  return fields;
}

/** Posts the fields to `action` in a new tab through a temporary form. */
export function postInNewTab(action: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
