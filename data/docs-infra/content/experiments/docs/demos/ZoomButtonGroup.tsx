import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const levels = [50, 75, 100, 125, 150, 200];

export default function ZoomButtonGroup() {
  const [index, setIndex] = React.useState(2);

  return (
    <ButtonGroup variant="outlined" aria-label="Map zoom">
      <Button onClick={() => setIndex(index - 1)} disabled={index === 0}>
        Zoom out
      </Button>
      <Button onClick={() => setIndex(2)} aria-label={`Reset zoom, now ${levels[index]}%`}>
        {levels[index]}%
      </Button>
      <Button onClick={() => setIndex(index + 1)} disabled={index === levels.length - 1}>
        Zoom in
      </Button>
    </ButtonGroup>
  );
}
