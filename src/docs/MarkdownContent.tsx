import styles from './MarkdownContent.module.css';

/** HTML rendered from Markdown at build time, styled for reading. */
export default function MarkdownContent({ html }: { html: string }) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
}
