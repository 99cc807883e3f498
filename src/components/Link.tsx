import * as React from 'react';
import ClientLink from './ClientLink';
import styles from './Link.module.css';

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export type LinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** A themed link: client-side navigation for site paths, a new tab for other sites. */
const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, className, ...other }, ref) {
  const classes = className ? `${styles.link} ${className}` : styles.link;
  if (isExternalHref(href)) {
    return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" className={classes} {...other} />;
  }
  return <ClientLink ref={ref} href={href} className={classes} {...other} />;
});

export default Link;
