import fs from 'node:fs';
import { createDocsTheme } from './src/theme/createDocsTheme';
import { styleSheetsCss } from './scripts/lib/styleSheetsCss';
const theme = createDocsTheme() as any;
const css = styleSheetsCss(theme.generateStyleSheets());
const min = css.replace(/\n\s*/g, '').replace(/: /g, ':');
const h = fs.readFileSync('/work/baseline-out/material-ui/getting-started/installation/index.html', 'utf8');
const emitted = /<style data-emotion="mui-global 1wa9t8b"[^>]*>(.*?)<\/style>/s.exec(h)![1];
console.log(min.length, emitted.length, min === emitted);
const norm = (s: string) => s.replace(/;}/g, '}').replace(/\s+/g, '');
console.log(norm(min) === norm(emitted));
console.log(min.slice(0, 300)); console.log(emitted.slice(0, 300));
console.log([...emitted.matchAll(/([^{}]+)\{/g)].map((m) => m[1]).filter((s) => !s.startsWith('--')).slice(0, 10));
const parse = (s: string) => [...s.matchAll(/([^{}]+?)\s*\{([^{}]*)\}/g)].map((m) => [m[1].trim(), m[2].split(';').map((d) => d.trim().replace(/:\s+/, ':')).filter(Boolean).sort()] as const);
const a = parse(min), b = parse(emitted);
console.log(a.map((r) => `${r[0]} ${r[1].length}`), b.map((r) => `${r[0]} ${r[1].length}`));
for (let i = 0; i < Math.max(a.length, b.length); i++) {
  const sa = new Set(a[i]?.[1]), sb = new Set(b[i]?.[1]);
  console.log(a[i]?.[0], b[i]?.[0], [...sa].filter((x) => !sb.has(x)).slice(0, 5), [...sb].filter((x) => !sa.has(x)).slice(0, 5));
}
