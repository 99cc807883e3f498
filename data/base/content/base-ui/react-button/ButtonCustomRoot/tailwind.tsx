import * as React from 'react';
import { Button } from '@mui/base/Button';

const templates = [
  { name: 'Weekly newsletter', detail: 'Header, three stories and a footer' },
  { name: 'Event invitation', detail: 'Date, venue map and an RSVP link' },
];

export default function ButtonCustomRoot() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-[repeat(auto-fit,minmax(200px,1fr))] gap-3">
        {templates.map((template) => (
          <Button
            key={template.name}
            slots={{ root: 'div' }}
            onClick={() => setPicked(template.name)}
            className="cursor-pointer rounded-xl border border-solid border-gray-300 bg-white p-4 hover:border-blue-600 dark:border-gray-600 dark:bg-gray-900 dark:hover:border-blue-300 [&.base--active]:bg-gray-100 dark:[&.base--active]:bg-gray-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300"
          >
            <div className="font-semibold text-gray-900 dark:text-gray-100">{template.name}</div>
            <div className="mt-1 text-sm text-gray-600 dark:text-gray-300">{template.detail}</div>
          </Button>
        ))}
      </div>
      <p role="status" className="m-0 text-sm text-gray-600 dark:text-gray-300">
        {picked ? `Template chosen: ${picked}` : 'No template chosen yet'}
      </p>
    </div>
  );
}
