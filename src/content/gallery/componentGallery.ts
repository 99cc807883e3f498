/**
 * The All components gallery (build time): a card per page of the Components section of the
 * Material UI sidebar, under the sidebar's group titles, with a drawing of the component. Plain
 * HTML, no script; embedded by `{{component-gallery}}`. Pure: materialGallery.ts reads the data.
 */
import type { NavItem } from '../../navigation/types';
import type { GeneratedPart } from '../renderMarkdown';
import { GENERIC_ILLUSTRATION, ILLUSTRATIONS } from './illustrations';
import { TONE_CSS } from './svg';
import { escapeHtml } from '../../utils/escapeHtml';

export interface GalleryCard {
  title: string;
  href: string;
  description: string;
  illustration: string;
}

export interface GalleryGroup {
  title: string;
  cards: GalleryCard[];
}

/** The section of the sidebar the gallery shows. */
export const GALLERY_SECTION = 'Components';

/**
 * The gallery's groups: the subheaders of the sidebar's Components section, in order, each with
 * its pages (external links left out). `describe` gives a page's one-line description.
 */
export function galleryGroups(navigation: NavItem[], describe: (href: string) => string): GalleryGroup[] {
  const section = navigation.find((item) => item.title === GALLERY_SECTION && item.children);
  if (!section) {
    throw new Error(`The component gallery needs a "${GALLERY_SECTION}" section in the navigation`);
  }
  return section.children!.flatMap((group): GalleryGroup[] => {
    if (!group.subheader || !group.children) {
      return [];
    }
    const cards = group.children.flatMap((item): GalleryCard[] =>
      item.href && !item.external
        ? [
            {
              title: item.title,
              href: item.href,
              description: describe(item.href),
              illustration: ILLUSTRATIONS[item.href] ?? GENERIC_ILLUSTRATION,
            },
          ]
        : [],
    );
    return cards.length > 0 ? [{ title: group.title, cards }] : [];
  });
}

/**
 * The cards' styles, sent with the gallery (the one page that has it) rather than in the site's
 * JavaScript, which every page loads; colours are the site theme's CSS variables.
 */
export const GALLERY_CSS = [
  // ul.… and li: as specific as the page's own list rules, which they follow in the document.
  'ul.component-gallery{list-style:none;padding:0;margin:0 0 32px;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}',
  'ul.component-gallery li{margin:0}',
  '.component-gallery .gallery-card{display:flex;flex-direction:column;height:100%;border:1px solid var(--mui-palette-divider);border-radius:12px;overflow:hidden;color:inherit;text-decoration:none;background:var(--mui-palette-background-paper)}',
  '.component-gallery .gallery-card:hover{border-color:var(--mui-palette-primary-main)}',
  '.component-gallery .gallery-card:hover .gallery-title{color:var(--mui-palette-primary-main)}',
  '.component-gallery .gallery-card:focus-visible{outline:2px solid var(--mui-palette-primary-main);outline-offset:2px}',
  '.component-gallery .gallery-art{display:block;background:rgba(var(--mui-palette-primary-mainChannel)/0.06);border-bottom:1px solid var(--mui-palette-divider)}',
  '.component-gallery svg{display:block;width:100%;height:auto}',
  '.component-gallery .gallery-title{display:block;font-weight:600;padding:12px 16px 0}',
  '.component-gallery .gallery-description{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;margin:4px 16px 16px;font-size:14px;line-height:1.5;color:var(--mui-palette-text-secondary)}',
  ...TONE_CSS.map((rule) => `.component-gallery ${rule}`),
].join('');

/**
 * The gallery as parts of a generated block: each group's title as a heading of the page (so it
 * is in the table of contents), then its cards, each one link (the drawing is decorative: the
 * title names the link, the description follows it).
 */
export function componentGalleryParts(groups: GalleryGroup[]): GeneratedPart[] {
  return [
    { html: `<style>${GALLERY_CSS}</style>` },
    ...groups.flatMap((group): GeneratedPart[] => {
      const cards = group.cards
        .map(
          (card) =>
            `<li><a class="gallery-card" href="${escapeHtml(card.href)}"><span class="gallery-art">${card.illustration}</span>` +
            `<span class="gallery-title">${escapeHtml(card.title)}</span><span class="gallery-description">${escapeHtml(card.description)}</span></a></li>`,
        )
        .join('');
      return [{ heading: group.title }, { html: `<ul class="component-gallery">${cards}</ul>` }];
    }),
  ];
}

/** The gallery in the page's Markdown export: the same groups as lists of links. */
export function componentGalleryMarkdown(groups: GalleryGroup[]): string {
  return groups
    .map((group) =>
      [`## ${group.title}`, '', ...group.cards.map((card) => `- [${card.title}](${card.href}): ${card.description}`)].join('\n'),
    )
    .join('\n\n');
}
