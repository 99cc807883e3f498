/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/content/frontMatter';
import { parsePage, readFrontMatter, readPage, readPageFile } from '../../src/content/readPage';
import { contentFileOf, listContentFiles } from '../../src/content/contentFiles';

const FIXTURES = path.join(__dirname, '../fixtures/content');
const SITE = path.join(FIXTURES, 'site');
const FILE = 'data/material/content/material-ui/react-button/index.md';
const VALID = { title: 'Button', description: 'Buttons start actions with a single click.' };

describe('front matter', () => {
  it('reads a valid page and fills in the defaults', () => {
    expect(parseFrontMatter({ ...VALID, description: '  Buttons start actions with a single click.  ' }, FILE)).toEqual({
      title: 'Button',
      description: 'Buttons start actions with a single click.',
      headTitle: 'Button',
      components: [],
      hooks: [],
    });
  });

  it('keeps every optional field it is given', () => {
    const data = {
      ...VALID,
      headTitle: 'Button component',
      components: ['Button', 'IconButton'],
      hooks: ['useButton'],
      fonts: ['material-icons'],
    };
    expect(parseFrontMatter(data, FILE)).toEqual(data);
  });

  it.each([
    ['a missing title', { description: VALID.description }, '"title": is required'],
    ['a title that is not text', { ...VALID, title: 2024 }, '"title": expected a text'],
    ['an empty description', { ...VALID, description: '  ' }, '"description": must not be empty'],
    ['a short description', { ...VALID, description: 'Buttons.' }, '"description": must be at least 20 characters'],
    ['an empty head title', { ...VALID, headTitle: '' }, '"headTitle": must not be empty'],
    ['components that are not a list', { ...VALID, components: 'Button' }, '"components": expected an array of strings'],
    [
      'a component that is not a name',
      { ...VALID, components: ['Button', 'icon-button'] },
      '"components": "icon-button" is not a component name',
    ],
    ['a component that is not text', { ...VALID, components: ['Button', 1] }, '"components": expected an array of strings'],
    ['hooks that are not a list', { ...VALID, hooks: { useButton: true } }, '"hooks": expected an array of strings'],
    ['fonts that are not a list', { ...VALID, fonts: 'material-icons' }, '"fonts": expected an array of font names'],
    ['an unknown font', { ...VALID, fonts: ['comic-sans'] }, '"fonts": unknown font "comic-sans"; known: roboto, material-icons'],
    ['an inherited name as a font', { ...VALID, fonts: ['toString'] }, '"fonts": unknown font "toString"'],
    [
      'an unknown field',
      { ...VALID, compnents: ['Button'] },
      '"compnents": unknown field; known: title, description, headTitle, components, hooks, fonts',
    ],
  ])('rejects %s, naming the file and the field', (what, data, message) => {
    expect(() => parseFrontMatter(data, FILE)).toThrow(`${FILE}: front matter ${message}`);
  });

  it('reports every wrong field, one line each', () => {
    expect(() => parseFrontMatter({ title: 'Button', components: 'Button' }, FILE)).toThrow(
      `${FILE}: front matter "description": is required\n${FILE}: front matter "components": expected an array of strings`,
    );
  });

  it('rejects front matter that is not a set of fields', () => {
    expect(() => parseFrontMatter(['title'], FILE)).toThrow(`${FILE}: front matter: expected fields such as title and description`);
  });
});

describe('reading a page', () => {
  const page = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n${body}`;
  const FRONT = `title: ${VALID.title}\ndescription: ${VALID.description}`;

  it('returns the file, the front matter, the body and what the body embeds, in order', () => {
    const source = fs.readFileSync(path.join(FIXTURES, 'page.md'), 'utf8');
    const read = parsePage(source, 'page.md');
    expect(read.file).toBe('page.md');
    expect(read.frontMatter.components).toEqual(['Button', 'IconButton']);
    expect(read.body.startsWith('\nButtons let people act.')).toBe(true);
    expect(read.demos).toEqual(['BasicButtons']);
    expect(read.playgrounds).toEqual([{ component: 'Button', args: {} }]);
  });

  it('names the file and its line for a malformed placeholder', () => {
    expect(() => parsePage(page(FRONT, '\nText.\n\n{{demo:my-demo}}\n'), FILE)).toThrow(
      `${FILE}:8: {{demo:my-demo}}: the demo name must be an identifier`,
    );
  });

  it('refuses a demo embedded twice', () => {
    expect(() => parsePage(page(FRONT, '\n{{demo:Twice}}\n\n{{demo:Twice}}\n'), FILE)).toThrow(`${FILE}: the demo Twice is embedded twice`);
    expect(() => parsePage(page(FRONT, '\n{{tool:MaterialIconSearch}}\n\n{{tool:MaterialIconSearch}}\n'), FILE)).toThrow(
      `${FILE}: the tool MaterialIconSearch is embedded twice`,
    );
    expect(parsePage(page(FRONT, '\nIcons.\n\n{{tool:MaterialIconSearch}}\n'), FILE).tools).toEqual(['MaterialIconSearch']);
  });

  it('refuses fonts on a page without demos', () => {
    expect(() => parsePage(page(`${FRONT}\nfonts: [roboto]`, '\n{{playground:Button}}\n'), FILE)).toThrow(
      `${FILE}: front matter "fonts": names the fonts of the page's demos, and the page has none`,
    );
  });

  it('names the file when the front matter is not YAML', () => {
    expect(() => parsePage(page('title: [Button', 'Text.'), FILE)).toThrow(`${FILE}: front matter is not valid YAML`);
  });

  it('reads a file relative to the project root', () => {
    const read = readPageFile(FILE, SITE);
    expect(read.file).toBe(FILE);
    expect(read.frontMatter).toEqual({
      title: 'Button',
      description: 'Buttons start actions with a single click, in three emphasis levels.',
      headTitle: 'Button component',
      components: ['Button'],
      hooks: ['useButton'],
      fonts: ['material-icons', 'roboto'],
    });
    expect(read.demos).toEqual(['BasicButtons', 'ButtonSizes']);
    expect(read.playgrounds).toEqual([{ component: 'Button', args: {} }]);
  });

  it("reads a route's file where the content path puts it, and checks its title against the navigation", () => {
    expect(contentFileOf('material', '/material-ui/react-button/')).toBe(FILE);
    expect(readPage('/material-ui/react-button/', SITE).file).toBe(FILE);
    expect(() => readPage('/material-ui/react-chip/', SITE)).toThrow(
      'data/material/content/material-ui/react-chip/index.md: front matter "title": "Chips" should be the navigation\'s title, "Chip"',
    );
    expect(() => readPage('/material-ui/react-card/', SITE)).toThrow(
      '/material-ui/react-card/ has no content: write data/material/content/material-ui/react-card/index.md',
    );
    expect(() => readPage('/no-such-page/', SITE)).toThrow('No navigation entry for /no-such-page/');
  });

  it('reads only the front matter of a route, with the same checks', () => {
    expect(readFrontMatter('/material-ui/react-button/', SITE)).toEqual(readPage('/material-ui/react-button/', SITE).frontMatter);
    expect(() => readFrontMatter('/material-ui/react-chip/', SITE)).toThrow(
      'front matter "title": "Chips" should be the navigation\'s title, "Chip"',
    );
    expect(() => readFrontMatter('/material-ui/react-card/', SITE)).toThrow('/material-ui/react-card/ has no content');
  });

  it('lists the Markdown files of every content folder', () => {
    expect(
      listContentFiles(SITE)
        .map((file) => path.relative(SITE, file))
        .sort(),
    ).toEqual([FILE, 'data/material/content/material-ui/react-chip/index.md']);
  });
});
