import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import classes from './css.module.css';

// Stands in for a router's link: it spreads every prop onto the <a>.
function AppLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}

// prepareForSlot strips ownerState so it never reaches the DOM.
const LinkSlot = prepareForSlot(AppLink);

export default function CustomizationPrepareForSlot() {
  return (
    <nav aria-label="Account" className={classes.row}>
      <Button slots={{ root: LinkSlot }} href="?section=billing" className={classes.link}>
        Billing
      </Button>
      <Button slots={{ root: LinkSlot }} href="?section=team" className={classes.link}>
        Team members
      </Button>
      <Button slots={{ root: LinkSlot }} href="?section=api-keys" className={classes.link}>
        API keys
      </Button>
    </nav>
  );
}
