/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { readTemplateFolder, templateFolder, templateImportProblems } from '../../scripts/lib/templateSources';
import { allTemplates, galleryTemplatesOf, templateId, templateRoute, templatesOf } from '../../src/templates/templateRoutes';
import { createTemplateProject } from '../../src/demos/sandbox';
import { javaScriptFileName, parseTemplateSource, sortTemplateFiles } from '../../src/templates/templateSource';
import {
  PREVIEW_SCHEMES,
  templateGalleryMarkdown,
  templateGalleryParts,
  templatePreviewUrl,
} from '../../src/content/gallery/templateGallery';

const root = path.resolve(__dirname, '..', '..');
const ids = allTemplates().map(templateId);

describe('the live templates', () => {
  it('Material UI has at least four, with distinct slugs that are safe in a path; every id is distinct', () => {
    expect(templatesOf('material').length).toBeGreaterThanOrEqual(4);
    for (const { slug } of allTemplates()) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("each product has its own address and id: Joy UI's sign-in is not Material UI's", () => {
    const joySignIn = templatesOf('joy').find(({ slug }) => slug === 'sign-in')!;
    expect(templateRoute(joySignIn)).toBe('/joy-ui/getting-started/templates/sign-in/');
    expect(templateId(joySignIn)).toBe('joy-sign-in');
    expect(templateId({ product: 'material', slug: 'sign-in' })).toBe('sign-in');
    expect(galleryTemplatesOf('joy')).toEqual(templatesOf('joy'));
    expect(() => galleryTemplatesOf('system')).toThrow('{{template-gallery}}: the system pages have no templates');
  });

  it.each(allTemplates().map((template) => [templateId(template), template] as const))(
    '%s: a folder that stands alone, with App.tsx as its entry',
    (_id, template) => {
      expect(templateImportProblems(readTemplateFolder(templateFolder(root, template)), template.product)).toEqual([]);
    },
  );

  it('every template has a page entry, and no entry lacks a template', () => {
    const apps = fs.readFileSync(path.join(root, 'src', 'templates', 'templateApps.ts'), 'utf8');
    const entries = [
      ...apps.matchAll(/^\s+'?([\w-]+)'?: dynamic\(\(\) => import\('\.\.\/\.\.\/data\/(\w+)\/templates\/([\w-]+)\/App'\)\)/gm),
    ];
    expect(entries.map(([, key, product, folder]) => [key, product, folder])).toEqual(
      allTemplates().map((template) => [templateId(template), template.product, template.slug]),
    );
  });

  it.each(ids)('%s: a preview in each colour scheme', (id) => {
    for (const scheme of PREVIEW_SCHEMES) {
      expect(fs.existsSync(path.join(root, 'public', templatePreviewUrl(id, scheme)))).toBe(true);
    }
  });
});

describe('what a template may import', () => {
  const app = "import * as React from 'react';\nimport Button from '@mui/material/Button';\nimport Header from './Header';\n";

  it('accepts React, Material UI, its icons and files of the folder', () => {
    expect(
      templateImportProblems({
        'App.tsx': `${app}import MenuIcon from '@mui/icons-material/Menu';\n`,
        'Header.tsx': "import { styled } from '@mui/material/styles';\n",
      }),
    ).toEqual([]);
  });

  it('names each import that would break outside the site', () => {
    expect(
      templateImportProblems({
        'App.tsx': `${app}import { TEMPLATES } from '../templates';\nimport dayjs from 'dayjs';\nimport Footer from './Footer';\n`,
        'Header.tsx': "import x from './sub/Thing';\n",
      }),
    ).toEqual([
      'App.tsx imports ../templates, which is not a file of the folder',
      'App.tsx imports dayjs; templates use only React, Material UI and its icons',
      'App.tsx imports ./Footer, which is not a file of the folder',
      'Header.tsx imports ./sub/Thing, which is not a file of the folder',
    ]);
  });

  it("a Joy UI template may use Joy UI and Material icons, and not Material UI's components", () => {
    expect(
      templateImportProblems(
        {
          'App.tsx':
            "import Sheet from '@mui/joy/Sheet';\nimport MailIcon from '@mui/icons-material/Mail';\nimport Button from '@mui/material/Button';\n",
        },
        'joy',
      ),
    ).toEqual(['App.tsx imports @mui/material/Button; templates use only React, Joy UI and Material icons']);
  });

  it('needs App.tsx', () => {
    expect(templateImportProblems({ 'Main.tsx': app.replace("import Header from './Header';\n", '') })).toEqual([
      'there is no App.tsx, the entry',
    ]);
  });
});

describe('a template source', () => {
  const file = { name: 'App.tsx', code: 'x', html: '<pre>x</pre>' };

  it('lists the entry first, then the files by name', () => {
    expect(sortTemplateFiles([{ name: 'theme.ts' }, { name: 'App.tsx' }, { name: 'Header.tsx' }]).map(({ name }) => name)).toEqual([
      'App.tsx',
      'Header.tsx',
      'theme.ts',
    ]);
    expect(javaScriptFileName('App.tsx')).toBe('App.js');
    expect(javaScriptFileName('data.ts')).toBe('data.js');
  });

  it('is accepted only in the published form, for the template asked for', () => {
    const source = { id: 'blog', title: 'Blog', TS: [file], JS: [{ ...file, name: 'App.js' }] };
    expect(parseTemplateSource(source, 'blog')).toBe(source);
    expect(() => parseTemplateSource(source, 'dashboard')).toThrow('dashboard');
    expect(() => parseTemplateSource({ ...source, JS: [] }, 'blog')).toThrow();
    expect(() => parseTemplateSource({ ...source, TS: [{ name: 'App.tsx', code: 1 }] }, 'blog')).toThrow();
    expect(() => parseTemplateSource('<html>', 'blog')).toThrow();
    expect(() => parseTemplateSource(null, 'blog')).toThrow();
  });
});

describe('a template in a sandbox', () => {
  const files = {
    'App.tsx': "import * as React from 'react';\nimport Header from './Header';\nexport default function App() { return <Header />; }\n",
    'Header.tsx': "import MenuIcon from '@mui/icons-material/Menu';\nexport default function Header() { return <MenuIcon />; }\n",
  };

  it('puts the folder under src/ beside an entry that renders App', () => {
    const project = createTemplateProject({ slug: 'blog', title: 'Blog', variant: 'TS', files });
    expect(project.files['src/App.tsx']).toBe(files['App.tsx']);
    expect(project.files['src/Header.tsx']).toBe(files['Header.tsx']);
    expect(project.files['src/index.tsx']).toContain("import App from './App';");
    expect(project.files['src/index.tsx']).toContain('<App />');
    expect(project.openFile).toBe('src/App.tsx');
    expect(project.title).toBe('Blog – Material UI template');
    // Dependencies come from every file, not the entry only.
    expect(project.dependencies).toMatchObject({ '@mui/icons-material': '7.0.1', '@mui/material': '7.0.1', '@emotion/react': '^11.14.0' });
    expect(JSON.parse(project.files['package.json']).name).toBe('material-ui-template-blog');
  });

  it('JavaScript: .js files and no tsconfig', () => {
    const project = createTemplateProject({ slug: 'blog', title: 'Blog', variant: 'JS', files: { 'App.js': files['App.tsx'] } });
    expect(Object.keys(project.files).sort()).toEqual(['package.json', 'public/index.html', 'src/App.js', 'src/index.js']);
    expect(project.openFile).toBe('src/App.js');
  });
});

describe('the template gallery', () => {
  const templates = [
    { product: 'material' as const, slug: 'blog', title: 'Blog', description: 'Posts & <topics>' },
    { product: 'material' as const, slug: 'sign-in', title: 'Sign "in"', description: 'A form.' },
  ];

  it('a card per template linking to its page, with a lazy preview per colour scheme, text escaped', () => {
    const [{ html }] = templateGalleryParts(templates) as [{ html: string }];
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toContain('href="/material-ui/getting-started/templates/blog/"');
    expect(html).toContain('src="/static/template-previews/blog-light.jpg"');
    expect(html).toContain('src="/static/template-previews/blog-dark.jpg"');
    expect(html.match(/loading="lazy"/g)).toHaveLength(4);
    expect(html).toContain('Posts &amp; &lt;topics&gt;');
    expect(html).toContain('Sign &quot;in&quot;');
    expect(html).not.toContain('<topics>');
  });

  it("a Joy UI template's card leads to its own page, with its own previews", () => {
    const [{ html }] = templateGalleryParts([{ ...templates[1], product: 'joy' }]) as [{ html: string }];
    expect(html).toContain('href="/joy-ui/getting-started/templates/sign-in/"');
    expect(html).toContain('src="/static/template-previews/joy-sign-in-dark.jpg"');
  });

  it('the Markdown export lists the templates as links', () => {
    expect(templateGalleryMarkdown(templates)).toBe(
      '- [Blog](/material-ui/getting-started/templates/blog/): Posts & <topics>\n- [Sign "in"](/material-ui/getting-started/templates/sign-in/): A form.',
    );
  });
});
