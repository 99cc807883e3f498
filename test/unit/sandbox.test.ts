/**
 * @jest-environment node
 */
import LZString from 'lz-string';
import {
  codeSandboxFields,
  createSandboxProject,
  createTemplateProject,
  documentedLibrary,
  inferDependencies,
  packageOf,
  stackBlitzFields,
} from '../../src/demos/sandbox';

const TS_DEMO = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';

export default function IconLabelButtons() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Stack direction="row">
      <Button startIcon={<DeleteIcon />} onClick={() => setCount(count + 1)}>Delete {count}</Button>
    </Stack>
  );
}
`;

describe('dependencies inferred from imports', () => {
  it('adds Material UI under MUI X and Toolpad Core, at the installed versions', () => {
    expect(inferDependencies("import { DataGridPro } from '@mui/x-data-grid-pro';")).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/material': '7.0.1',
      '@mui/x-data-grid-pro': '7.28.3',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
    expect(inferDependencies("import { DashboardLayout } from '@toolpad/core/DashboardLayout';")).toMatchObject({
      '@mui/icons-material': '7.0.1',
      '@mui/material': '7.0.1',
      '@toolpad/core': '0.13.0',
    });
  });

  it('maps import paths to packages', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('./css.module.css')).toBeNull();
  });

  it('lists the packages at the versions this site documents, with the styling engine', () => {
    expect(inferDependencies(TS_DEMO)).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/icons-material': '7.0.1',
      '@mui/material': '7.0.1',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
  });

  it('a plain demo needs React only; unknown packages get latest', () => {
    expect(inferDependencies("import classes from './css.module.css';\nimport clsx from 'clsx';")).toEqual({
      clsx: 'latest',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
  });
});

describe('sandbox project', () => {
  it('TypeScript: the demo, an index.tsx, a package.json and a tsconfig', () => {
    const project = createSandboxProject({ name: 'IconLabelButtons', source: TS_DEMO, variant: 'TS', styling: 'system' });
    expect(Object.keys(project.files).sort()).toEqual([
      'package.json',
      'public/index.html',
      'src/Demo.tsx',
      'src/index.tsx',
      'tsconfig.json',
    ]);
    expect(project.files['src/Demo.tsx']).toBe(TS_DEMO);
    expect(project.files['src/index.tsx']).toContain("import Demo from './Demo';");
    expect(project.files['src/index.tsx']).toContain("document.querySelector('#root')!");
    const packageJson = JSON.parse(project.files['package.json']);
    expect(packageJson.name).toBe('icon-label-buttons');
    expect(packageJson.dependencies['@mui/material']).toBe('7.0.1');
    expect(packageJson.devDependencies.typescript).toBeDefined();
    expect(project.openFile).toBe('src/Demo.tsx');
  });

  it('JavaScript: .js files and no TypeScript tooling; CSS modules travel with the demo', () => {
    const project = createSandboxProject({
      name: 'BoxBasic',
      source: "import classes from './css.module.css';\nexport default function BoxBasic() { return <div className={classes.card} />; }",
      variant: 'JS',
      styling: 'css',
      files: { 'css.module.css': '.card { padding: 16px; }' },
    });
    expect(Object.keys(project.files).sort()).toEqual([
      'package.json',
      'public/index.html',
      'src/Demo.js',
      'src/css.module.css',
      'src/index.js',
    ]);
    expect(project.files['src/index.js']).not.toContain('!)');
    expect(JSON.parse(project.files['package.json']).devDependencies.typescript).toBeUndefined();
  });

  it('Tailwind variants load Tailwind in the sandbox page', () => {
    const project = createSandboxProject({
      name: 'BoxBasic',
      source: 'export default function BoxBasic() { return null; }',
      variant: 'TS',
      styling: 'tailwind',
    });
    expect(project.files['public/index.html']).toContain('@tailwindcss/browser@4');
  });
});

describe('Joy UI demos in a sandbox', () => {
  const JOY_DEMO = "import Button from '@mui/joy/Button';\nexport default function Save() { return <Button>Save</Button>; }\n";

  it("install Joy UI at the documented beta, with Emotion, and say they are Joy UI's", () => {
    expect(inferDependencies(JOY_DEMO)).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/joy': '5.0.0-beta.49',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
    const project = createSandboxProject({ name: 'Save', source: JOY_DEMO, variant: 'TS', styling: 'system' });
    expect(project.title).toBe('Save – Joy UI demo');
    expect(project.description).toBe('The Save demo of the Joy UI 5.0.0-beta.49 documentation.');
    expect(createSandboxProject({ name: 'Delete', source: TS_DEMO, variant: 'TS', styling: 'system' }).title).toBe(
      'Delete – Material UI demo',
    );
  });

  it('name a Joy UI template after its library', () => {
    const project = createTemplateProject({ slug: 'team', title: 'Team directory', variant: 'JS', files: { 'App.js': JOY_DEMO } });
    expect(project.title).toBe('Team directory – Joy UI template');
    expect(JSON.parse(project.files['package.json']).name).toBe('joy-ui-template-team');
  });

  it('a mention of Joy in a comment or string is not an import', () => {
    expect(documentedLibrary("// Unlike '@mui/joy', this is Material UI\nimport Button from '@mui/material/Button';").name).toBe(
      'Material UI',
    );
    expect(documentedLibrary("const Page = React.lazy(() => import('@mui/joy/Sheet'));").name).toBe('Joy UI');
  });
});

describe('form payloads', () => {
  const project = createSandboxProject({ name: 'IconLabelButtons', source: TS_DEMO, variant: 'TS', styling: 'system' });

  it('CodeSandbox: every file, LZ-compressed, and the file to open', () => {
    const fields = codeSandboxFields(project);
    const decoded = JSON.parse(LZString.decompressFromBase64(fields.parameters)!);
    expect(Object.keys(decoded.files).sort()).toEqual(Object.keys(project.files).sort());
    expect(decoded.files['src/Demo.tsx'].content).toBe(TS_DEMO);
    expect(fields.query).toBe('file=/src/Demo.tsx');
  });

  it('StackBlitz: files as project fields, dependencies as JSON', () => {
    const fields = stackBlitzFields(project);
    expect(fields['project[template]']).toBe('create-react-app');
    expect(fields['project[files][src/Demo.tsx]']).toBe(TS_DEMO);
    expect(fields['project[files][src/index.tsx]']).toContain('createRoot');
    expect(JSON.parse(fields['project[dependencies]'])['@mui/icons-material']).toBe('7.0.1');
    expect(fields['project[files][package.json]']).toBeUndefined();
  });
});
