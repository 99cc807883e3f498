/**
 * After `next build`: each documentation page's Markdown export (`<route>/index.md`, demos inlined)
 * and out/llms.txt. It reads the content, not the exported HTML, so it runs beside the search
 * index and postbuild.
 */
import path from 'node:path';
import { getSiteOrigin } from '../src/config';
import { writeMarkdownExports } from './lib/markdownExports';

const root = path.resolve(__dirname, '..');
const exported = writeMarkdownExports(root, path.join(root, 'out'), getSiteOrigin());
console.log(`Markdown exports: ${exported.pages} pages; llms.txt: ${(exported.llmsBytes / 1000).toFixed(0)} kB`);
