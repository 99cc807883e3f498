import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';
import clsx from 'clsx';
import { Popper } from '@mui/base/Popper';
import type { PopperPlacementType } from '@mui/base/Popper';
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

const placements: PopperPlacementType[] = ['top', 'right', 'bottom', 'left', 'auto'];

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLSpanElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType | null>(null);
  const hintId = React.useId();
  return (
    <Stack>
      <Hint id={hintId}>Where should the label of the chart point appear?</Hint>
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
        <span
          ref={setAnchor}
          aria-hidden
          style={{
            margin: '48px auto',
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: '#2563eb',
            border: '3px solid #93c5fd',
          }}
        />
      </Row>
      <Popper
        open={placement !== null}
        anchorEl={anchor}
        placement={placement ?? 'bottom'}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        <Card>March: 1,482 sign-ups</Card>
      </Popper>
    </Stack>
  );
}
