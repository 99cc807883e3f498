import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';

// Stands in for a router's link: it spreads every prop onto the <a>.
function AppLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} />;
}

// prepareForSlot strips ownerState so it never reaches the DOM.
const LinkSlot = prepareForSlot(AppLink);

const linkClass =
  'inline-block rounded-lg border border-current px-3.5 py-1.5 font-semibold text-blue-700 no-underline hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400';

export default function CustomizationPrepareForSlot() {
  return (
    <nav aria-label="Account" className="flex flex-wrap gap-3">
      <Button slots={{ root: LinkSlot }} href="?section=billing" className={linkClass}>
        Billing
      </Button>
      <Button slots={{ root: LinkSlot }} href="?section=team" className={linkClass}>
        Team members
      </Button>
      <Button slots={{ root: LinkSlot }} href="?section=api-keys" className={linkClass}>
        API keys
      </Button>
    </nav>
  );
}
