/** robots.txt as authored in public/, with the `Sitemap:` line for this build's origin (any earlier one replaced). */
export function robotsWithSitemap(robots: string, sitemapUrl: string): string {
  const rules = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${rules}\n\nSitemap: ${sitemapUrl}\n`;
}
