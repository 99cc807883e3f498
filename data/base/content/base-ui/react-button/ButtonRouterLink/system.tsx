import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

// Stands in for the link component of a client-side router, which takes `to` instead of `href`.
const AppLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ownerState?: unknown }>(
  function AppLink(props, ref) {
    const { to, ...other } = props;
    // Base UI passes `ownerState` to slot components; keep it off the DOM element.
    delete other.ownerState;
    return <a ref={ref} href={to} {...other} />;
  },
);

export default function ButtonRouterLink() {
  const [route, setRoute] = React.useState('?view=cart');
  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setRoute(to);
  };
  return (
    <Stack>
      <Row>
        <LinkButton slots={{ root: AppLink }} to="?view=checkout" onClick={go('?view=checkout')}>
          Go to checkout
        </LinkButton>
        <LinkButton slots={{ root: AppLink }} to="?view=cart" onClick={go('?view=cart')}>
          Back to cart
        </LinkButton>
      </Row>
      <Status role="status">Current route: {route}</Status>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });
const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const LinkButton = styled(Button)({
  display: 'inline-block',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&.base--focusVisible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    '.dark &': { outlineColor: '#93c5fd' },
  },
});
