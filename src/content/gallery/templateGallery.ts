/**
 * The gallery of live templates on the Templates page (build time): a card per template with a
 * preview of it in each colour scheme, its name and description, linking to the live page.
 * Plain HTML, no script; embedded by `{{template-gallery}}`.
 */
import { templateId, templateRoute, type Template } from '../../templates/templateRoutes';
import { escapeHtml } from '../../utils/escapeHtml';
import type { GeneratedPart } from '../renderMarkdown';

/** Where the previews are (committed; `scripts/capture-template-previews.ts` takes them from a build). */
export const TEMPLATE_PREVIEW_DIR = '/static/template-previews';
export const PREVIEW_SIZE = { width: 800, height: 500 } as const;
export const PREVIEW_SCHEMES = ['light', 'dark'] as const;

/** A template's preview, by its id (`templateId`). */
export function templatePreviewUrl(id: string, scheme: (typeof PREVIEW_SCHEMES)[number]): string {
  return `${TEMPLATE_PREVIEW_DIR}/${id}-${scheme}.jpg`;
}

// The site's class on <html> picks the preview of the scheme shown; only that one loads (lazy images that are not displayed are not fetched).
const TEMPLATE_GALLERY_CSS = [
  'ul.template-gallery{list-style:none;padding:0;margin:0 0 32px;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}',
  'ul.template-gallery li{margin:0}',
  '.template-gallery .template-card{display:flex;flex-direction:column;height:100%;border:1px solid var(--mui-palette-divider);border-radius:12px;overflow:hidden;color:inherit;text-decoration:none;background:var(--mui-palette-background-paper)}',
  '.template-gallery .template-card:hover{border-color:var(--mui-palette-primary-main)}',
  '.template-gallery .template-card:hover .template-title{color:var(--mui-palette-primary-main)}',
  '.template-gallery .template-card:focus-visible{outline:2px solid var(--mui-palette-primary-main);outline-offset:2px}',
  '.template-gallery img{display:block;width:100%;height:auto;aspect-ratio:8/5;border-bottom:1px solid var(--mui-palette-divider)}',
  'html.dark .template-gallery .preview-light,html:not(.dark) .template-gallery .preview-dark{display:none}',
  '.template-gallery .template-title{display:block;font-weight:600;padding:12px 16px 0}',
  '.template-gallery .template-description{display:block;margin:4px 16px 16px;font-size:14px;line-height:1.5;color:var(--mui-palette-text-secondary)}',
].join('');

export function templateGalleryParts(templates: Template[]): GeneratedPart[] {
  const cards = templates
    .map((template) => {
      const previews = PREVIEW_SCHEMES.map(
        (scheme) =>
          `<img class="preview-${scheme}" src="${templatePreviewUrl(templateId(template), scheme)}" width="${PREVIEW_SIZE.width}" height="${PREVIEW_SIZE.height}" alt="" loading="lazy" decoding="async">`,
      ).join('');
      return (
        `<li><a class="template-card" href="${escapeHtml(templateRoute(template))}">${previews}` +
        `<span class="template-title">${escapeHtml(template.title)}</span><span class="template-description">${escapeHtml(template.description)}</span></a></li>`
      );
    })
    .join('');
  return [{ html: `<style>${TEMPLATE_GALLERY_CSS}</style><ul class="template-gallery">${cards}</ul>` }];
}

/** The gallery in the page's Markdown export: a list of links. */
export function templateGalleryMarkdown(templates: Template[]): string {
  return templates.map((template) => `- [${template.title}](${templateRoute(template)}): ${template.description}`).join('\n');
}
