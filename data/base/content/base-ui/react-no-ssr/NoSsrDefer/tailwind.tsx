import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
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

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className="flex flex-wrap items-center gap-2" />;
}

const focusRing = '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-400';

function Ghost(props: ButtonProps) {
  return (
    <Button
      {...props}
      className={`cursor-pointer rounded-lg border border-gray-600 bg-transparent px-3.5 py-2 text-sm font-semibold text-inherit hover:bg-gray-100 dark:border-gray-400 dark:hover:bg-gray-800 ${focusRing}`}
    />
  );
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className="m-0 text-sm" />;
}

const rates = [
  ['EUR', '0.92'],
  ['GBP', '0.79'],
  ['JPY', '151.3'],
  ['CAD', '1.36'],
  ['AUD', '1.52'],
  ['CHF', '0.88'],
];

export default function NoSsrDefer() {
  const [key, setKey] = React.useState(0);
  return (
    <Card>
      <Row>
        <strong>1 USD in other currencies</strong>
        <Ghost onClick={() => setKey((value) => value + 1)}>Remount</Ghost>
      </Row>
      {/* defer waits one more frame, after the rest of the page has painted. */}
      <NoSsr key={key} defer fallback={<Hint role="status">Loading rates…</Hint>}>
        <Row>
          {rates.map(([code, rate]) => (
            <Hint key={code}>
              {code} {rate}
            </Hint>
          ))}
        </Row>
      </NoSsr>
    </Card>
  );
}
