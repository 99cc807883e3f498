/** llms.txt (https://llmstxt.org): a Markdown index of the site for language-model tools. */

export interface LlmsLink {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

interface LlmsInput {
  name: string;
  summary: string;
  /** Paragraphs between the summary and the sections. */
  details: string[];
  sections: LlmsSection[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/** The H1 site name, a blockquote summary, details, then one H2 section of `- [title](url): description` per group. */
export function llmsTxt({ name, summary, details, sections }: LlmsInput): string {
  const blocks = [`# ${oneLine(name)}`, `> ${oneLine(summary)}`, ...details.map(oneLine)];
  for (const section of sections.filter((entry) => entry.links.length > 0)) {
    const links = section.links.map((link) => `- [${linkText(link.title)}](${link.url}): ${oneLine(link.description)}`);
    blocks.push(`## ${oneLine(section.title)}\n\n${links.join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

/** One section per product, in `order` (others after, as met), each keeping its links' order. */
export function sectionsByProduct(links: (LlmsLink & { product: string })[], order: readonly string[]): LlmsSection[] {
  const sections = new Map<string, LlmsSection>();
  for (const { product, ...link } of links) {
    const section = sections.get(product) ?? { title: product, links: [] };
    sections.set(product, section);
    section.links.push(link);
  }
  const rank = (title: string) => (order.includes(title) ? order.indexOf(title) : order.length);
  return [...sections.values()].sort((a, b) => rank(a.title) - rank(b.title));
}
