import * as React from 'react';
import { Switch, SwitchThumbSlotProps } from '@mui/base/Switch';
import clsx from 'clsx';

const IconThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function IconThumb(props, ref) {
  const { ownerState, children, className, ...other } = props;
  return (
    <span
      {...other}
      ref={ref}
      aria-hidden
      className={clsx(
        className,
        'absolute top-[3px] grid size-[22px] place-items-center rounded-full bg-white text-sm leading-none text-gray-800 transition-all',
        ownerState.checked ? 'left-[27px]' : 'left-[3px]',
      )}
    >
      {ownerState.checked ? '☾' : '☀'}
      {children}
    </span>
  );
});

export default function CustomizationSlots() {
  return (
    <label className="flex cursor-pointer items-center gap-3">
      <Switch
        slots={{ thumb: IconThumb, track: null }}
        slotProps={{
          root: {
            className:
              'relative inline-block h-7 w-[52px] shrink-0 rounded-full bg-gray-500 [&.base--checked]:bg-indigo-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-indigo-400',
          },
          input: { className: 'absolute inset-0 z-10 m-0 cursor-pointer opacity-0' },
        }}
      />
      Dark theme in the code editor
    </label>
  );
}
