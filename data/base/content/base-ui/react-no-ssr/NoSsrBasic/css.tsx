import * as React from 'react';
import clsx from 'clsx';
import { NoSsr } from '@mui/base/NoSsr';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
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
