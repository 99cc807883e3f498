/**
 * The live templates of every product that has them, each a full page at
 * `<product's Templates page><slug>/` whose source is `data/<product>/templates/<slug>/` (entry
 * `App.tsx`), and the addresses built from them.
 */
import { TEMPLATES as MATERIAL_TEMPLATES } from '../../data/material/templates/templates';
import { TEMPLATES as JOY_TEMPLATES } from '../../data/joy/templates/templates';
import type { TemplateInfo } from './templateInfo';

export type TemplateProduct = 'material' | 'joy';

/** A template with the product whose documentation it belongs to. */
export interface Template extends TemplateInfo {
  product: TemplateProduct;
}

const PRODUCTS: Record<TemplateProduct, { page: string; templates: TemplateInfo[] }> = {
  material: { page: '/material-ui/getting-started/templates/', templates: MATERIAL_TEMPLATES },
  joy: { page: '/joy-ui/getting-started/templates/', templates: JOY_TEMPLATES },
};

export function isTemplateProduct(value: string): value is TemplateProduct {
  return Object.hasOwn(PRODUCTS, value);
}

/** The documentation page that shows a product's templates as a gallery. */
export function templatesPage(product: TemplateProduct): string {
  return PRODUCTS[product].page;
}

export function templatesOf(product: TemplateProduct): Template[] {
  return PRODUCTS[product].templates.map((info) => ({ ...info, product }));
}

/** The templates a page of a navigation tree shows in its gallery (`{{template-gallery}}`). */
export function galleryTemplatesOf(treeId: string): Template[] {
  if (!isTemplateProduct(treeId)) {
    throw new Error(`{{template-gallery}}: the ${treeId} pages have no templates; ${Object.keys(PRODUCTS).join(' and ')} have`);
  }
  return templatesOf(treeId);
}

export function allTemplates(): Template[] {
  return (Object.keys(PRODUCTS) as TemplateProduct[]).flatMap(templatesOf);
}

export function templateRoute({ product, slug }: Pick<Template, 'product' | 'slug'>): string {
  return `${templatesPage(product)}${slug}/`;
}

/**
 * A template's name among all products' (its published source, preview images and page entry):
 * Material UI's by their slug, as they came first; the others' prefixed by their product (`joy-sign-in`).
 */
export function templateId({ product, slug }: Pick<Template, 'product' | 'slug'>): string {
  return product === 'material' ? slug : `${product}-${slug}`;
}

/** Every live template's page (for the sitemap, the service worker and the crawl). */
export function getTemplateRoutes(): string[] {
  return allTemplates().map(templateRoute);
}
