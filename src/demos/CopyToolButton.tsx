import * as React from 'react';
import { copy, COPIED_RESET_MS, flashCopied } from '../utils/clipboard';
import styles from './CopyToolButton.module.css';

/** The class of the buttons of a demo's toolbar, of a playground's code panel and of the tools. */
export const toolButtonClass = styles.toolButton;

/** A toolbar button that copies text, then says "Copied" for a moment. */
export default function CopyToolButton({
  label,
  text,
  icon,
  textToCopy,
  onError,
  palette = 'site',
  ...attributes
}: {
  label: string;
  text: string;
  icon: React.ReactNode;
  textToCopy: () => Promise<string>;
  /** A failed fetch or a refused clipboard leaves the button as it was. */
  onError: (error: unknown) => void;
  /** The colours and radius of the site's theme, or of the demo theme (a playground's code panel). */
  palette?: 'site' | 'demo';
} & Record<`data-${string}`, string>) {
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    textToCopy()
      .then(copy)
      .then(() => flashCopied(button, COPIED_RESET_MS))
      .catch(onError);
  };
  return (
    <button
      type="button"
      className={palette === 'demo' ? `${styles.toolButton} ${styles.demoTheme}` : styles.toolButton}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...attributes}
    >
      {icon}
      <span className="copy-text">{text}</span>
      <span className="copied-text">Copied</span>
    </button>
  );
}
