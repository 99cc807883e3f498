/**
 * Shows one language and one styling of every demo, following the marks the inline script and
 * the preferences put on <html>, so the right variant is visible from the first paint. In the
 * document's sheet (pages/_document.tsx): CSS, not JavaScript; only demos carry these attributes.
 */
const HIDDEN = '{display:none!important}';

export const demoVariantCss = [
  `html[data-code-variant="JS"] [data-variant="TS"],html:not([data-code-variant="JS"]) [data-variant="JS"]${HIDDEN}`,
  `html:not([data-code-styling="Tailwind"]):not([data-code-styling="CSS"]) [data-styling]:not([data-styling="system"])${HIDDEN}`,
  `html[data-code-styling="Tailwind"] [data-stylings~="tailwind"] [data-styling]:not([data-styling="tailwind"])${HIDDEN}`,
  `html[data-code-styling="Tailwind"] [data-stylings]:not([data-stylings~="tailwind"]) [data-styling]:not([data-styling="system"])${HIDDEN}`,
  `html[data-code-styling="CSS"] [data-stylings~="css"] [data-styling]:not([data-styling="css"])${HIDDEN}`,
  `html[data-code-styling="CSS"] [data-stylings]:not([data-stylings~="css"]) [data-styling]:not([data-styling="system"])${HIDDEN}`,
].join('');
