import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Popper } from '@mui/base/Popper';
import Fade from '@mui/material/Fade';
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

export default function TransitionsMaterialUI() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  return (
    <Row>
      <Ghost ref={setAnchor} aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        Who can see this?
      </Ghost>
      <Popper id={id} open={open} anchorEl={anchor} placement="bottom-start" transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={250}>
            <div>
              <Card>
                <Hint>Only members of the Finance workspace can open this report.</Hint>
              </Card>
            </div>
          </Fade>
        )}
      </Popper>
    </Row>
  );
}
