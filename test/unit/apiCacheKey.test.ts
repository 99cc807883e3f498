/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { cacheKey } from '../../scripts/generate-api';

const BUTTON_PAGE = path.join('data', 'material', 'content', 'material-ui', 'react-button', 'index.md');
const readFileSync = fs.readFileSync;

/** Serves the Button page's Markdown with `edit` applied, every other file as it is. */
function editButtonPage(edit: (markdown: string) => string) {
  jest.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: BufferEncoding) => {
    const contents = readFileSync(file, options);
    return String(file).endsWith(BUTTON_PAGE) ? edit(String(contents)) : contents;
  }) as typeof fs.readFileSync);
}

describe('the cache key of the generated API data', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the same while nothing it depends on changes', () => {
    expect(cacheKey()).toBe(cacheKey());
  });

  it("changes when a page's front matter lists other components (their API pages list the page as a demo)", () => {
    const before = cacheKey();
    editButtonPage((markdown) => markdown.replace('components: [Button, IconButton]', 'components: [Button]'));
    expect(cacheKey()).not.toBe(before);
  });

  it("changes when a page's front matter lists other hooks", () => {
    const before = cacheKey();
    editButtonPage((markdown) =>
      markdown.replace('components: [Button, IconButton]', 'components: [Button, IconButton]\nhooks: [useButton]'),
    );
    expect(cacheKey()).not.toBe(before);
  });

  it('ignores the body, which API pages do not show', () => {
    const before = cacheKey();
    editButtonPage((markdown) => `${markdown}\nOne more paragraph.\n`);
    expect(cacheKey()).toBe(before);
  });
});
