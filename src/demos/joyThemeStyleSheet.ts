/**
 * Joy UI's demo theme's CSS variables (src/demos/joyDemoTheme.ts), both schemes, as a static style
 * sheet that Joy UI pages link once (scripts/generate-demos.ts writes it): no JavaScript and no copy
 * per demo. Kept apart from the theme so that linking it loads none of Joy UI.
 */
export const JOY_THEME_STYLESHEET = '/static/demos/joy-theme.css';
