import { Button } from '@mui/base/Button';

const buttonClass =
  'cursor-pointer rounded-lg border border-gray-600 bg-transparent px-4 py-2 text-sm font-semibold dark:border-gray-400 [&:hover:not(.base--disabled)]:bg-gray-100 dark:[&:hover:not(.base--disabled)]:bg-gray-800 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-dashed [&.base--disabled]:opacity-60';

export default function QuickstartButtonStates() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={buttonClass}>Export CSV</Button>
      <Button className={buttonClass} disabled>
        Export PDF
      </Button>
      <Button className={buttonClass} disabled focusableWhenDisabled>
        Export XLSX (focusable)
      </Button>
    </div>
  );
}
