import * as React from 'react';
import { Button } from '@mui/base/Button';

export default function QuickstartButton() {
  const [saved, setSaved] = React.useState(0);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button
        onClick={() => setSaved((count) => count + 1)}
        className="cursor-pointer rounded-lg border border-blue-700 bg-blue-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-blue-700 [&.base--active]:bg-blue-800 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
      >
        Save draft
      </Button>
      <span role="status">{saved === 0 ? 'Not saved yet' : `Saved ${saved} time(s)`}</span>
    </div>
  );
}
