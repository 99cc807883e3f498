import * as React from 'react';
import clsx from 'clsx';
import { NoSsr } from '@mui/base/NoSsr';

function Card(props: React.ComponentProps<'div'>) {
  return (
    <div
      {...props}
      className={clsx(
        'grid max-w-[420px] gap-3 rounded-xl border border-gray-300 bg-white p-4 text-gray-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100',
        props.className,
      )}
    />
  );
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

function LocalTime() {
  // Reads the browser's time zone: the server cannot know it.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Hint>
      Times below are shown in <strong>{zone}</strong>.
    </Hint>
  );
}

export default function NoSsrBasic() {
  return (
    <Card>
      <strong>Webinar: Budgeting for small teams</strong>
      <NoSsr fallback={<Hint>Detecting your time zone…</Hint>}>
        <LocalTime />
      </NoSsr>
    </Card>
  );
}
