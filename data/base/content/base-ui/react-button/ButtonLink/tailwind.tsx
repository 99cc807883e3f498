import { Button } from '@mui/base/Button';

const link =
  'inline-block rounded-lg bg-blue-600 px-4 py-2 text-sm/normal font-semibold text-white no-underline hover:bg-blue-700 [&.base--active]:bg-blue-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function ButtonLink() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button href="/base-ui/react-select/" className={link}>
        Browse the Select docs
      </Button>
      <Button href="/base-ui/react-menu/" className={link}>
        Browse the Menu docs
      </Button>
    </div>
  );
}
