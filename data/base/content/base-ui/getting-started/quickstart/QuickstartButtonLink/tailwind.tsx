import { Button } from '@mui/base/Button';

const linkClass =
  'inline-block rounded-lg bg-violet-600 px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-violet-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-violet-300';

export default function QuickstartButtonLink() {
  return (
    <nav aria-label="Order actions" className="flex flex-wrap gap-3">
      <Button href="?section=order-4821" slots={{ root: 'a' }} className={linkClass}>
        View order #4821
      </Button>
      <Button href="?section=returns" slots={{ root: 'a' }} className={linkClass}>
        Start a return
      </Button>
    </nav>
  );
}
