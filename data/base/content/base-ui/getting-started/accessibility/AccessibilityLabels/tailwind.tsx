import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function AccessibilityLabels() {
  const id = React.useId();
  const [removed, setRemoved] = React.useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-start`}>Quiet hours start</label>
          <Input
            id={`${id}-start`}
            type="time"
            defaultValue="22:00"
            slotProps={{
              root: {
                className:
                  '[&.base--focused_input]:outline-3 [&.base--focused_input]:outline-offset-1 [&.base--focused_input]:outline-blue-400',
              },
              input: {
                className: 'w-[140px] rounded-lg border border-gray-600 bg-transparent px-2.5 py-2 text-inherit dark:border-gray-400',
                'aria-describedby': `${id}-hint`,
              },
            }}
          />
        </div>
        <Button
          aria-label="Remove quiet hours"
          onClick={() => setRemoved(true)}
          disabled={removed}
          className="grid size-10 cursor-pointer place-items-center rounded-lg border border-gray-600 bg-transparent text-inherit dark:border-gray-400 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400"
        >
          <DeleteOutlineIcon fontSize="small" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="m-0 text-sm">
        Notifications stay silent until 7:00.
      </p>
      <p role="status" className="m-0 text-sm">
        {removed ? 'Quiet hours removed.' : ''}
      </p>
    </div>
  );
}
