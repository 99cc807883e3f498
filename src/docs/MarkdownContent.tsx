import styles from './MarkdownContent.module.css';

/**
 * HTML rendered from Markdown at build time, styled for reading. In the exported page's embedded
 * data the HTML is empty (scripts/lib/proseOnce.ts): React keeps the server's HTML as it is when it
 * hydrates, and sets it only when the prop changes, on a client-side navigation, with the HTML
 * from the next page's data.
 */
export default function MarkdownContent({ html }: { html: string }) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
