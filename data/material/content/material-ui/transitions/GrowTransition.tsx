import * as React from 'react';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface TileProps extends React.HTMLAttributes<HTMLDivElement> {
  label: string;
  value: string;
}

// A transition passes its child a ref and a style: forward both to the DOM node.
const Tile = React.forwardRef<HTMLDivElement, TileProps>(function Tile({ label, value, style, ...other }, ref) {
  return (
    <Paper ref={ref} elevation={3} style={style} sx={{ p: 2, width: 140 }} {...other}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  );
});

export default function GrowTransition() {
  const [shown, setShown] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show statistics" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 80 }}>
        <Grow in={shown}>
          <Tile label="Orders today" value="128" />
        </Grow>
        {/* timeout="auto" (the default) picks a duration from the height; the origin makes it grow from the top left. */}
        <Grow in={shown} style={{ transformOrigin: '0 0 0' }} timeout="auto">
          <Tile label="Returns" value="6" />
        </Grow>
        <Fade in={shown} timeout={{ enter: 900, exit: 200 }}>
          <Tile label="Refund rate" value="4.7 %" />
        </Fade>
      </Stack>
    </Stack>
  );
}
