/**
 * Shows one language and one styling of every demo, following the marks the inline script and
 * the preferences put on <html>, so the right variant is visible from the first paint.
 */
export const demoVariantRules = {
  'html[data-code-variant="JS"] [data-variant="TS"], html:not([data-code-variant="JS"]) [data-variant="JS"]': {
    display: 'none !important',
  },
  'html:not([data-code-styling="Tailwind"]):not([data-code-styling="CSS"]) [data-styling]:not([data-styling="system"])': {
    display: 'none !important',
  },
  'html[data-code-styling="Tailwind"] [data-stylings~="tailwind"] [data-styling]:not([data-styling="tailwind"])': {
    display: 'none !important',
  },
  'html[data-code-styling="Tailwind"] [data-stylings]:not([data-stylings~="tailwind"]) [data-styling]:not([data-styling="system"])': {
    display: 'none !important',
  },
  'html[data-code-styling="CSS"] [data-stylings~="css"] [data-styling]:not([data-styling="css"])': {
    display: 'none !important',
  },
  'html[data-code-styling="CSS"] [data-stylings]:not([data-stylings~="css"]) [data-styling]:not([data-styling="system"])': {
    display: 'none !important',
  },
};
