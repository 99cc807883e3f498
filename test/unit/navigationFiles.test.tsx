import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { moveNavigationToFile, NAVIGATION_FILES_PATH } from '../../scripts/lib/navigationFiles';
import { loadNavigationFile } from '../../src/navigation/navigationFile';
import SideNav from '../../src/navigation/SideNav';
import type { NavItem } from '../../src/navigation/types';

const TREE: NavItem[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    children: [{ title: 'Installation', href: '/material-ui/getting-started/installation/' }],
  },
  { title: 'Button', href: '/material-ui/react-button/' },
];

function exportedPage(pageProps: Record<string, unknown>): string {
  const json = JSON.stringify({ props: { pageProps } }).replace(/</g, '\\u003c');
  return `<html><body><nav><a href="/material-ui/react-button/">Button</a></nav><script id="__NEXT_DATA__" type="application/json">${json}</script></body></html>`;
}

function embeddedProps(html: string): Record<string, unknown> {
  return JSON.parse(/<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(html)![1]).props.pageProps;
}

describe('moveNavigationToFile (build)', () => {
  it("takes the tree out of the page's embedded data into a file named by its content, the same for the same tree", () => {
    const first = moveNavigationToFile(exportedPage({ kind: 'docs', title: 'Installation', navigation: TREE }));
    const second = moveNavigationToFile(exportedPage({ kind: 'api', title: 'Button API', navigation: TREE }));
    const other = moveNavigationToFile(exportedPage({ kind: 'docs', navigation: TREE.slice(1) }));
    expect(first.file).toEqual({
      url: expect.stringMatching(new RegExp(`^${NAVIGATION_FILES_PATH}/[0-9a-f]{16}\\.json$`)),
      json: JSON.stringify(TREE),
    });
    expect(second.file).toEqual(first.file);
    expect(other.file!.url).not.toBe(first.file!.url);
    expect(embeddedProps(first.html)).toEqual({ kind: 'docs', title: 'Installation', navigation: [], navigationFile: first.file!.url });
    expect(first.html).toContain('<nav><a href="/material-ui/react-button/">Button</a></nav>');
  });

  it('leaves a page without a tree as it is', () => {
    const page = exportedPage({ kind: 'docs', navigation: [] });
    expect(moveNavigationToFile(page)).toEqual({ html: page, file: null });
    expect(moveNavigationToFile('<html><body>Offline</body></html>')).toEqual({ html: '<html><body>Offline</body></html>', file: null });
  });
});

describe('loadNavigationFile and the sidebar (browser)', () => {
  const respond = (body: unknown, ok = true) =>
    Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) } as Response);

  let fetchMock: jest.Mock<Promise<Response>, [string]>;

  beforeEach(() => {
    // jsdom has no fetch: each test answers it.
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('fetches a file once for every page that names it', async () => {
    fetchMock.mockImplementation(() => respond(TREE));
    await expect(loadNavigationFile('/static/navigation/a.json')).resolves.toEqual(TREE);
    await expect(loadNavigationFile('/static/navigation/a.json')).resolves.toEqual(TREE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never settles on a failed or malformed file (the sidebar stays as served), and asks again on the next call', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementationOnce(() => respond({ html: '<img onerror=alert(1)>' })).mockImplementationOnce(() => respond(null, false));
    const settled = jest.fn();
    loadNavigationFile('/static/navigation/b.json').then(settled, settled);
    await act(async () => {});
    expect(settled).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/static/navigation/b.json'), new Error('not a navigation tree'));
    loadNavigationFile('/static/navigation/b.json').then(settled, settled);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('/static/navigation/b.json'),
      expect.objectContaining({ message: expect.stringContaining('HTTP 404') }),
    );
    expect(settled).not.toHaveBeenCalled();
  });

  it('renders the tree from the file when the page data has none, and from the page data when it has it', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await act(async () => {
      render(
        <React.Suspense fallback={<p>waiting</p>}>
          <SideNav items={[]} itemsFile="/static/navigation/c.json" activeRoute="/material-ui/react-button/" />
        </React.Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/static/navigation/c.json');
    await act(async () => answer(await respond(TREE)));
    expect(screen.getByRole('link', { name: 'Button' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Getting started' })).toBeTruthy();

    await act(async () => {
      render(<SideNav items={TREE.slice(1)} itemsFile="/static/navigation/d.json" activeRoute={null} />);
    });
    expect(screen.getAllByRole('link', { name: 'Button' })).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
