import * as React from 'react';
import { Button } from '@mui/base/Button';

const button =
  'cursor-pointer rounded-lg border border-solid border-transparent bg-blue-600 px-4 py-2 font-[inherit] text-sm/normal font-semibold text-white hover:[&:not(.base--disabled)]:bg-blue-700 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function ButtonDisabled() {
  const hintId = React.useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        <Button disabled className={button}>
          Archive project
        </Button>
        <Button disabled focusableWhenDisabled aria-describedby={hintId} className={button}>
          Export to PDF
        </Button>
      </div>
      <p id={hintId} className="m-0 text-sm text-gray-600 dark:text-gray-300">
        PDF export is included in the Team plan.
      </p>
    </div>
  );
}
