/**
 * The shapes the gallery's drawings are made of (build time). Colours are classes, styled by the
 * gallery's style sheet (GALLERY_CSS) from the site theme's CSS variables, so each drawing follows
 * the reader's colour mode with no script: `s` surface (paper, divider outline), `p` primary,
 * `pl` primary tint, `m` muted (text lines), `o` muted outline, `w` the text colour on primary,
 * `ws` a stroke of it (check marks), `ps` a primary stroke, `i` an inverse surface (tooltips,
 * snackbars) and `iw` text on it.
 */
export type Tone = 's' | 'p' | 'pl' | 'm' | 'o' | 'w' | 'ws' | 'ps' | 'i' | 'iw';

/** The tones' colours, for the page that shows the drawings. */
export const TONE_CSS = [
  '.s{fill:var(--mui-palette-background-paper);stroke:var(--mui-palette-divider);stroke-width:1.5}',
  '.p{fill:var(--mui-palette-primary-main)}',
  '.pl{fill:rgba(var(--mui-palette-primary-mainChannel)/0.22)}',
  '.m{fill:var(--mui-palette-text-secondary);opacity:.45}',
  '.o{fill:none;stroke:var(--mui-palette-text-secondary);stroke-width:1.5}',
  '.w{fill:var(--mui-palette-primary-contrastText)}',
  '.ws{fill:none;stroke:var(--mui-palette-primary-contrastText);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}',
  '.ps{fill:none;stroke:var(--mui-palette-primary-main);stroke-width:2.5;stroke-linecap:round}',
  '.i{fill:var(--mui-palette-text-primary)}',
  '.iw{fill:var(--mui-palette-background-paper)}',
];

const n = (value: number) => String(Math.round(value * 10) / 10);

export const rect = (x: number, y: number, width: number, height: number, tone: Tone, radius = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${radius ? ` rx="${n(radius)}"` : ''} class="${tone}"/>`;

export const circle = (cx: number, cy: number, r: number, tone: Tone) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" class="${tone}"/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, tone: Tone = 'o') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" class="${tone}"/>`;

export const path = (d: string, tone: Tone) => `<path d="${d}" class="${tone}"/>`;

/** A line of text, drawn as a rounded bar. */
export const text = (x: number, y: number, width: number, tone: Tone = 'm', height = 6) => rect(x, y, width, height, tone, height / 2);

/** A drawing: the view box every card shares, hidden from assistive technology (the card's title names it). */
export const svg = (...shapes: string[]) =>
  `<svg viewBox="0 0 160 100" width="160" height="100" aria-hidden="true" focusable="false">${shapes.join('')}</svg>`;
