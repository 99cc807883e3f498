import * as React from 'react';
import styles from './AppIconButton.module.css';

// Plain elements: IconButton would bring ButtonBase, its ripple and a transition library into
// every page's JavaScript for no reader benefit.

function withIconButtonClass(className: string | undefined): string {
  return className ? `${styles.iconButton} ${className}` : styles.iconButton;
}

/** The round icon button of the app bar. */
export function AppIconButton({ className, ...props }: React.ComponentPropsWithRef<'button'>) {
  return <button type="button" {...props} className={withIconButtonClass(className)} />;
}

/** The same look for a link (the GitHub link). */
export function AppIconLink({ className, ...props }: React.ComponentPropsWithRef<'a'>) {
  return <a {...props} className={withIconButtonClass(className)} />;
}
