import * as React from 'react';
import NextLink from 'next/link';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export type LinkProps = Omit<MuiLinkProps, 'href'> & { href: string };

/** A themed link: client-side navigation for site paths, a new tab for other sites. */
const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, ...other }, ref) {
  if (isExternalHref(href)) {
    return <MuiLink ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...other} />;
  }
  return <MuiLink ref={ref} component={NextLink} href={href} {...other} />;
});

export default Link;
