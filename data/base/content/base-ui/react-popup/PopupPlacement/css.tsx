import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import type { PopupPlacement } from '@mui/base/Unstable_Popup';
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

function Ghost(props: ButtonProps) {
  return <Button {...props} className={clsx(classes.button, classes.ghost)} />;
}

function Hint(props: React.ComponentProps<'p'>) {
  return <p {...props} className={classes.hint} />;
}

function Stack(props: React.ComponentProps<'div'>) {
  return <div {...props} className={classes.stack} />;
}

const placements: PopupPlacement[] = ['top-start', 'top', 'top-end', 'left', 'right', 'bottom-start', 'bottom', 'bottom-end'];

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [placement, setPlacement] = React.useState<PopupPlacement | null>(null);
  const hintId = React.useId();
  return (
    <Stack>
      <Hint id={hintId}>Pick a placement for the hint next to “Target”.</Hint>
      <Row role="group" aria-labelledby={hintId}>
        {placements.map((value) => (
          <Ghost
            key={value}
            aria-pressed={placement === value}
            onClick={() => setPlacement((current) => (current === value ? null : value))}
          >
            {value}
          </Ghost>
        ))}
      </Row>
      <Row>
        <Action ref={setAnchor} style={{ margin: '56px auto' }}>
          Target
        </Action>
      </Row>
      <Popup open={placement !== null} anchor={anchor} placement={placement ?? 'bottom'} offset={6}>
        <Card>{placement}</Card>
      </Popup>
    </Stack>
  );
}
