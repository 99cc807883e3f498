/** Writes what language-model tools read: each documentation page as `<route>/index.md`, and llms.txt listing them. */
import fs from 'node:fs';
import path from 'node:path';
import { listDocumentationPages, pageMarkdown } from './documentationPages';
import { llmsTxt, sectionsByProduct } from './llmsTxt';
import { markdownPathOf } from '../../src/docs/markdownPath';
import { SITE_DESCRIPTION, SITE_NAME } from '../../src/config';
import { PRODUCTS } from '../../data/products';

export function writeMarkdownExports(root: string, outDir: string, origin: string): { pages: number; llmsBytes: number } {
  const pages = listDocumentationPages(root);
  for (const page of pages) {
    fs.writeFileSync(path.join(outDir, markdownPathOf(page.route)), pageMarkdown(root, page));
  }
  // The experiments are test pages, not documentation (they are out of the sitemap too).
  const links = pages
    .filter((page) => page.treeId !== 'docs-infra')
    .map((page) => ({
      product: page.product,
      title: page.title,
      url: `${origin}${markdownPathOf(page.route)}`,
      description: page.description,
    }));
  const llms = llmsTxt({
    name: SITE_NAME,
    summary: SITE_DESCRIPTION,
    details: [
      'Each link below is the Markdown version of a page: its text with its demos as TypeScript code, or its API reference as tables. ' +
        'The page itself is at the same address without `index.md`.',
    ],
    sections: sectionsByProduct(
      links,
      PRODUCTS.map((product) => product.name),
    ),
  });
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llms);
  return { pages: pages.length, llmsBytes: Buffer.byteLength(llms) };
}
