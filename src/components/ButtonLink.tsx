import * as React from 'react';
import ClientLink from './ClientLink';
import styles from './ButtonLink.module.css';

interface ButtonLinkProps {
  href: string;
  variant?: 'contained' | 'outlined';
  startIcon?: React.ReactNode;
  endIcon?: React.ReactNode;
  children: React.ReactNode;
}

/**
 * A link that looks like a button. Navigation is a link's job; this also keeps the Button
 * component (and the progress indicator it bundles) out of pages that need no real button.
 */
export default function ButtonLink({ href, variant = 'contained', startIcon, endIcon, children }: ButtonLinkProps) {
  return (
    <ClientLink href={href} className={`${styles.button} ${styles[variant]}`}>
      {startIcon}
      {children}
      {endIcon}
    </ClientLink>
  );
}
