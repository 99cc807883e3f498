import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './css.module.css';

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
    <div className={classes.stack}>
      <div className={classes.row}>
        <Button slots={{ root: AppLink }} to="?view=checkout" onClick={go('?view=checkout')} className={classes.link}>
          Go to checkout
        </Button>
        <Button slots={{ root: AppLink }} to="?view=cart" onClick={go('?view=cart')} className={classes.link}>
          Back to cart
        </Button>
      </div>
      <p role="status" className={classes.status}>
        Current route: {route}
      </p>
    </div>
  );
}
