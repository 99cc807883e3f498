import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header and the navigation. */
export default function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Skip to content
    </a>
  );
}
