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

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

export default function PortalDisable() {
  const [inline, setInline] = React.useState(true);
  return (
    <Stack>
      <Row>
        <Ghost aria-pressed={inline} onClick={() => setInline((value) => !value)}>
          disablePortal: {inline ? 'true' : 'false'}
        </Ghost>
      </Row>
      <Card>
        <Portal disablePortal={inline}>
          <Hint role="status">
            {inline
              ? 'This line is rendered in place, inside the card.'
              : 'This line is now at the very end of the page, below the footer.'}
          </Hint>
        </Portal>
      </Card>
    </Stack>
  );
}
