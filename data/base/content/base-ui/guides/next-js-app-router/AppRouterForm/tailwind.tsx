import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Slider } from '@mui/base/Slider';
import { Switch } from '@mui/base/Switch';

const labelClass = 'text-sm font-semibold';

export default function AppRouterForm() {
  const emailId = React.useId();
  const digestId = React.useId();
  const countId = React.useId();
  const [sent, setSent] = React.useState('');
  // In the App Router this handler would be a Server Action (`<form action={save}>`), which receives the same FormData.
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`Sent: email=${data.get('email')}, digest=${data.get('digest') ?? '(not sent)'}, articles=${data.get('articles')}`);
  };
  // Every prop below is a string, a number, a boolean or a tag name: a Server Component could render this form.
  return (
    <form
      className="grid max-w-[420px] gap-4 rounded-xl border border-gray-300 bg-white p-4 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
      onSubmit={handleSubmit}
    >
      <div className="grid gap-1">
        <label htmlFor={emailId} className={labelClass}>
          Email address
        </label>
        <Input
          id={emailId}
          name="email"
          type="email"
          required
          defaultValue="ines.okafor@example.com"
          className="flex rounded-lg border border-gray-500 dark:border-gray-400 [&.base--focused]:outline-3 [&.base--focused]:outline-offset-1 [&.base--focused]:outline-blue-700 dark:[&.base--focused]:outline-blue-300"
          slotProps={{
            input: {
              className: 'min-w-0 flex-1 border-none bg-transparent px-3 py-2 [font:inherit] text-inherit outline-none',
            },
          }}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch
          defaultChecked
          slotProps={{
            root: { className: 'group relative inline-block h-6 w-10 shrink-0' },
            track: {
              className:
                'absolute inset-0 rounded-xl bg-gray-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-700 dark:group-[.base--focusVisible]:outline-blue-300',
            },
            thumb: {
              className: 'absolute top-1 left-1 size-4 rounded-full bg-white transition-transform group-[.base--checked]:translate-x-4',
            },
            input: { id: digestId, name: 'digest', className: 'absolute inset-0 m-0 size-full cursor-pointer opacity-0' },
          }}
        />
        <label htmlFor={digestId} className={labelClass}>
          Weekly digest
        </label>
      </div>
      <div className="grid gap-1">
        <span id={countId} className={labelClass}>
          Articles per email
        </span>
        <Slider
          name="articles"
          aria-labelledby={countId}
          defaultValue={5}
          min={1}
          max={10}
          slots={{ valueLabel: 'span' }}
          slotProps={{
            root: { className: 'relative mt-7 block h-1 w-full cursor-pointer touch-none py-3 text-blue-600 dark:text-blue-300' },
            rail: { className: 'absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-sm bg-current opacity-30' },
            track: { className: 'absolute top-1/2 h-1 -translate-y-1/2 rounded-sm bg-current' },
            thumb: {
              className:
                'absolute top-1/2 size-[18px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-current bg-white dark:bg-gray-900 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300',
            },
            valueLabel: {
              className:
                'absolute bottom-[calc(100%+6px)] left-1/2 -translate-x-1/2 rounded bg-gray-800 px-1.5 text-xs leading-normal font-semibold text-white dark:bg-gray-200 dark:text-gray-900',
            },
          }}
        />
      </div>
      <Button
        type="submit"
        className="cursor-pointer justify-self-start rounded-lg border border-blue-700 bg-blue-600 px-4 py-2 font-[inherit] text-sm leading-normal font-semibold text-white hover:bg-blue-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300"
      >
        Save preferences
      </Button>
      <p role="status" className="m-0 text-sm [overflow-wrap:anywhere] text-gray-600 dark:text-gray-300">
        {sent}
      </p>
    </form>
  );
}
