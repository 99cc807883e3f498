/** Where a page's Markdown export lives: `/material-ui/react-button/` → `/material-ui/react-button/index.md`. */
export function markdownPathOf(route: string): string {
  return `${route}index.md`;
}
