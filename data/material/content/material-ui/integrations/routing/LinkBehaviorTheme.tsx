import * as React from 'react';
import { Link as RouterLink, MemoryRouter, useLocation, type LinkProps as RouterLinkProps } from 'react-router';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Material UI hands its link component an `href`; React Router's Link expects `to`.
const LinkBehavior = React.forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }>(
  function LinkBehavior(props, ref) {
    const { href, ...other } = props;
    // Addresses outside the app stay plain anchors: the router only knows its own routes.
    if (typeof href === 'string' && /^(https?:|mailto:|tel:)/.test(href)) {
      return <a ref={ref} href={href} {...other} />;
    }
    return <RouterLink ref={ref} to={href} {...other} />;
  },
);

// Keep the surrounding theme (colors, dark mode) and only change which element renders links.
function withRouterLinks(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiLink: {
        ...outer.components?.MuiLink,
        defaultProps: { ...outer.components?.MuiLink?.defaultProps, component: LinkBehavior } as LinkProps,
      },
      MuiButtonBase: {
        ...outer.components?.MuiButtonBase,
        defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, LinkComponent: LinkBehavior },
      },
    },
  };
}

function CurrentLocation() {
  const location = useLocation();
  return (
    <Box role="status" sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        Current location
      </Typography>
      <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{location.pathname}</Typography>
    </Box>
  );
}

export default function LinkBehaviorTheme() {
  return (
    <ThemeProvider theme={withRouterLinks}>
      <MemoryRouter initialEntries={['/help']}>
        <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
          <Typography variant="body2">
            Read about <Link href="/help/shipping">shipping times</Link> or <Link href="/help/returns">returning an order</Link>. The{' '}
            <Link href="https://status.example.com" target="_blank" rel="noopener">
              status page
            </Link>{' '}
            is a separate site, so it keeps a plain link.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" href="/help/contact">
              Contact support
            </Button>
            <Button href="/help">Help home</Button>
          </Stack>
          <CurrentLocation />
        </Stack>
      </MemoryRouter>
    </ThemeProvider>
  );
}
