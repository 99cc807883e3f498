/**
 * The site's interactive tools that a page embeds with `{{tool:Name}}`: each is `src/tools/<Name>.tsx`
 * (default export), loaded as an island like a demo but without the demo's frame and code. The
 * label names its region on the page; the summary stands in for it in the page's Markdown export,
 * where it cannot run.
 */
export const TOOLS = {
  MaterialIconSearch: {
    label: 'Material icons search',
    summary: 'A searchable grid of every icon of @mui/icons-material, with its import line; open the page to use it.',
  },
  ColorTool: {
    label: 'Colour tool',
    summary:
      'Pick a primary and a secondary colour and see the palette createTheme derives from them (light, main, dark, contrastText), their contrast ratios, a live preview and the theme code; open the page to use it.',
  },
  ThemeExplorer: {
    label: 'Theme explorer',
    summary:
      "The default theme's whole object, light and dark, as a searchable tree with each value and its path; open the page to use it.",
  },
  JoyThemeExplorer: {
    label: 'Joy UI theme explorer',
    summary:
      "Joy UI's default theme object, light and dark schemes, as a searchable tree with each value and its path; open the page to use it.",
  },
  ThemePlayground: {
    label: 'Theme playground',
    summary:
      'Edit a small theme (primary colour, border radius, font size, spacing, density) and see components and the createTheme code follow; open the page to use it.',
  },
  JoyThemeBuilder: {
    label: 'Joy UI theme builder',
    summary:
      "Edit Joy UI's five palette colours (primary, neutral, danger, success, warning) for the light and the dark scheme, shade by shade or from one base colour, with the variant tokens that use them; see components in both schemes and copy the extendTheme code of what differs from the default; open the page to use it.",
  },
  SxEditor: {
    label: 'sx editor',
    summary:
      'Edit an sx object (theme paths, spacing units, breakpoints, nested selectors) and see a box styled by it with the CSS the system writes for it; open the page to use it.',
  },
} as const satisfies Record<string, { label: string; summary: string }>;

export type ToolName = keyof typeof TOOLS;

export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(TOOLS, name);
}
