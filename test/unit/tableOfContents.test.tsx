import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createDocsTheme } from '../../src/theme/createDocsTheme';
import TableOfContents from '../../src/docs/TableOfContents';
import ApiTocGroup from '../../src/api/ApiTocGroup';
import { EN_TRANSLATIONS } from '../../src/i18n/translations';
import { TranslationsProvider } from '../../src/i18n/TranslationsContext';
import type { TocEntry } from '../../src/docs/types';

/** jsdom lays nothing out: a stub that reports the body's size once, as browsers do on observe. */
let layoutChanged: () => void = () => {};
beforeAll(() => {
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      layoutChanged = callback;
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});

function renderToc(toc: TocEntry[], withGroups = true) {
  return render(
    <ThemeProvider theme={createDocsTheme()}>
      <TranslationsProvider translations={EN_TRANSLATIONS}>
        <TableOfContents toc={toc} Group={withGroups ? ApiTocGroup : undefined} />
      </TranslationsProvider>
    </ThemeProvider>,
  );
}

const API_TOC: TocEntry[] = [
  { id: 'import', text: 'Import', level: 2 },
  {
    id: 'props',
    text: 'Props',
    level: 2,
    children: [
      { id: 'prop-color', text: 'color' },
      { id: 'prop-disableElevation', text: 'disableElevation' },
    ],
  },
  { id: 'css', text: 'CSS classes', level: 2, children: [{ id: 'classes-root', text: 'root' }] },
];

describe('TableOfContents', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists a documentation page’s headings as plain links, with no group buttons', () => {
    const { container } = renderToc(
      [
        { id: 'basics', text: 'Basics', level: 2 },
        { id: 'sizes', text: 'Sizes', level: 3 },
      ],
      false,
    );
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#basics', '#sizes']);
    // One list, one item per heading, a link in each: the markup the documentation pages always had.
    expect(container.querySelectorAll('nav > ul > li > a')).toHaveLength(2);
    expect(container.querySelectorAll('ul ul')).toHaveLength(0);
  });

  it('puts every row in the HTML, its group closed until opened', () => {
    renderToc(API_TOC);
    const toggle = screen.getByRole('button', { name: 'Props, 2 entries' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).not.toBeVisible();
    const link = within(list).getByText('disableElevation');
    expect(link).toHaveAttribute('href', '#prop-disableElevation');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: 'disableElevation' })).toBe(link);
    // The other group stays as it was.
    expect(screen.getByRole('button', { name: 'CSS classes, 1 entries' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(list).not.toBeVisible();
  });

  it('opens the group of the entry in view and marks that entry', () => {
    for (const [id, top] of [
      ['import', 100],
      ['props', 500],
      ['prop-color', 600],
      ['prop-disableElevation', 700],
      ['css', 900],
      ['classes-root', 1000],
    ] as const) {
      const element = document.body.appendChild(document.createElement('div'));
      element.id = id;
      element.getClientRects = () => [{}] as unknown as DOMRectList;
      element.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
    }
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    renderToc(API_TOC);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    window.scrollY = 650 - 88;
    act(() => {
      layoutChanged();
      frames.shift()!(0);
    });
    expect(screen.getByRole('button', { name: 'Props, 2 entries' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'color' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('button', { name: 'CSS classes, 1 entries' })).toHaveAttribute('aria-expanded', 'false');

    // A reader who closes the group they are in keeps it closed.
    fireEvent.click(screen.getByRole('button', { name: 'Props, 2 entries' }));
    expect(screen.getByRole('button', { name: 'Props, 2 entries' })).toHaveAttribute('aria-expanded', 'false');
  });
});
