import { markdownPathOf } from './markdownPath';

export interface AssistantLink {
  name: 'ChatGPT' | 'Claude';
  href: string;
}

/** The absolute address of a page's Markdown export, on the deployed site's origin. */
export function markdownUrlOf(origin: string, route: string): string {
  return `${origin.replace(/\/+$/, '')}${markdownPathOf(route)}`;
}

/** What the assistant is asked: the page by name and by the address of its Markdown. */
export function assistantPrompt(markdownUrl: string, title: string): string {
  return `Read the documentation page "${title}" at ${markdownUrl}, then help me with my questions about it.`;
}

/**
 * Links that open an assistant with the prompt already typed: both services read it from the `q`
 * query parameter. The prompt is one encoded value, so a title with `&`, `#` or quotes cannot add
 * parameters or cut the address short.
 */
export function assistantLinks(markdownUrl: string, title: string): AssistantLink[] {
  const query = encodeURIComponent(assistantPrompt(markdownUrl, title));
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?q=${query}` },
    { name: 'Claude', href: `https://claude.ai/new?q=${query}` },
  ];
}
