/**
 * The Material demo theme's CSS variables (src/demos/DemoThemeProvider.tsx), both schemes, as a
 * static style sheet that pages with demos or playgrounds link once (scripts/generate-demos.ts
 * writes it): no JavaScript and no Emotion in the page's first load. Kept apart from the theme so
 * that linking it loads none of Material UI.
 */
export const MATERIAL_THEME_STYLESHEET = '/static/demos/material-theme.css';
