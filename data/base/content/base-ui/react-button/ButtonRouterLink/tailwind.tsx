import * as React from 'react';
import { Button } from '@mui/base/Button';

// Stands in for the link component of a client-side router, which takes `to` instead of `href`.
const AppLink = React.forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ownerState?: unknown }>(
  function AppLink(props, ref) {
    const { to, ...other } = props;
    // Base UI passes `ownerState` to slot components; keep it off the DOM element.
    delete other.ownerState;
    return <a ref={ref} href={to} {...other} />;
  },
);

const link =
  'inline-block rounded-lg bg-blue-600 px-4 py-2 text-sm/normal font-semibold text-white no-underline hover:bg-blue-700 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function ButtonRouterLink() {
  const [route, setRoute] = React.useState('?view=cart');
  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setRoute(to);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button slots={{ root: AppLink }} to="?view=checkout" onClick={go('?view=checkout')} className={link}>
          Go to checkout
        </Button>
        <Button slots={{ root: AppLink }} to="?view=cart" onClick={go('?view=cart')} className={link}>
          Back to cart
        </Button>
      </div>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        Current route: {route}
      </p>
    </div>
  );
}
