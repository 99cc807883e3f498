import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { NoSsr } from '@mui/base/NoSsr';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
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
