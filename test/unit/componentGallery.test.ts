/**
 * @jest-environment node
 */
import { componentGalleryMarkdown, componentGalleryParts, galleryGroups } from '../../src/content/gallery/componentGallery';
import { GENERIC_ILLUSTRATION, ILLUSTRATIONS } from '../../src/content/gallery/illustrations';
import { NAVIGATION_TREES } from '../../src/navigation/trees';
import { toNavItems } from '../../src/navigation/toNavItems';
import type { NavItem } from '../../src/navigation/types';

const navigation: NavItem[] = [
  { title: 'Getting started', id: 'start', children: [{ title: 'Overview', href: '/start/' }] },
  {
    title: 'Components',
    id: 'components',
    children: [
      { title: 'All components', href: '/all/' },
      {
        title: 'Inputs',
        subheader: true,
        children: [
          { title: 'Button', href: '/material-ui/react-button/' },
          { title: 'Odd <b> & "quoted"', href: '/odd/' },
          { title: 'Elsewhere', href: 'https://example.com/', external: true },
        ],
      },
      { title: 'Empty', subheader: true, children: [{ title: 'Outside', href: 'https://example.org/', external: true }] },
      { title: 'Lab', subheader: true, children: [{ title: 'Timeline', href: '/material-ui/react-timeline/' }] },
    ],
  },
];
const describe_ = (href: string) => `About ${href} <script>`;

describe('the All components gallery', () => {
  it("takes the Components section's groups and pages in order, without external links or groupless entries", () => {
    const groups = galleryGroups(navigation, describe_);
    expect(groups.map((group) => [group.title, group.cards.map((card) => card.href)])).toEqual([
      ['Inputs', ['/material-ui/react-button/', '/odd/']],
      ['Lab', ['/material-ui/react-timeline/']],
    ]);
    expect(groups[0].cards[0].illustration).toBe(ILLUSTRATIONS['/material-ui/react-button/']);
    expect(groups[0].cards[1].illustration).toBe(GENERIC_ILLUSTRATION);
  });

  it('names what is missing when the navigation has no Components section', () => {
    expect(() => galleryGroups(navigation.slice(0, 1), describe_)).toThrow('needs a "Components" section');
  });

  it('makes a heading per group and a list of link cards, with every text escaped', () => {
    const parts = componentGalleryParts(galleryGroups(navigation, describe_));
    expect(parts[0]).toEqual({ html: expect.stringMatching(/^<style>.*\.component-gallery .*<\/style>$/) });
    expect(parts.filter((part) => 'heading' in part)).toEqual([{ heading: 'Inputs' }, { heading: 'Lab' }]);
    const html = parts.flatMap((part) => ('html' in part ? [part.html] : [])).join('');
    expect(html.match(/<a class="gallery-card"/g)).toHaveLength(3);
    expect(html).toContain('<span class="gallery-title">Odd &lt;b&gt; &amp; &quot;quoted&quot;</span>');
    expect(html).toContain('About /odd/ &lt;script&gt;');
    expect(html).not.toContain('<script');
  });

  it('lists the same groups and links in the Markdown export', () => {
    expect(componentGalleryMarkdown(galleryGroups(navigation, () => 'Text.'))).toBe(
      [
        '## Inputs',
        '',
        '- [Button](/material-ui/react-button/): Text.',
        '- [Odd <b> & "quoted"](/odd/): Text.',
        '',
        '## Lab',
        '',
        '- [Timeline](/material-ui/react-timeline/): Text.',
      ].join('\n'),
    );
  });

  it('has a drawing for every page of the Material UI Components section, and each drawing is plain SVG', () => {
    const groups = galleryGroups(toNavItems(NAVIGATION_TREES.material), () => '');
    const hrefs = groups.flatMap((group) => group.cards.map((card) => card.href));
    expect(hrefs.length).toBeGreaterThan(60);
    expect(hrefs.filter((href) => !ILLUSTRATIONS[href])).toEqual([]);
    // No drawing for a page the gallery does not show (a renamed route would leave one behind).
    expect(Object.keys(ILLUSTRATIONS).filter((href) => !hrefs.includes(href))).toEqual([]);
    for (const drawing of [...Object.values(ILLUSTRATIONS), GENERIC_ILLUSTRATION]) {
      expect(drawing.match(/<svg /g)).toHaveLength(1);
      expect(drawing).toMatch(/^<svg viewBox="0 0 160 100"[^>]* aria-hidden="true"[^>]*>.*<\/svg>$/);
      expect(drawing).not.toMatch(/<script|\son\w+=|href=|NaN|undefined/i);
    }
  });
});
