import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Portal } from '@mui/base/Portal';
import classes from './css.module.css';

function Card(props: React.ComponentProps<'div'>) {
  return <div {...props} className={clsx(classes.card, props.className)} />;
}

function Row(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.row} />;
}

function Action(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.action)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

export default function PortalBasic() {
  const [show, setShow] = React.useState(false);
  const [target, setTarget] = React.useState<HTMLDivElement | null>(null);
  return (
    <Stack>
      <Row>
        <Action aria-pressed={show} onClick={() => setShow((value) => !value)}>
          {show ? 'Unmount the badge' : 'Mount the badge'}
        </Action>
      </Row>
      <Card>
        <strong>Written here, in the first card</strong>
        {show && (
          <Portal container={target}>
            <Hint>🏷️ Beta feature: rendered by the first card, shown in the second.</Hint>
          </Portal>
        )}
      </Card>
      <Card ref={setTarget}>
        <strong>Portal container</strong>
      </Card>
    </Stack>
  );
}
