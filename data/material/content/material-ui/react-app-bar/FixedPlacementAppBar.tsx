import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const entries = [
  'Monday: first frost of the season, the dahlias need lifting.',
  'Tuesday: lifted the dahlias and left the tubers to dry in the shed.',
  'Wednesday: sowed broad beans in the cold frame.',
  'Thursday: raked leaves into the leaf-mould cage.',
  'Friday: pruned the blackcurrants and took hardwood cuttings.',
  'Saturday: mulched the asparagus bed with well-rotted manure.',
];

export default function FixedPlacementAppBar() {
  const [offset, setOffset] = React.useState(false);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={offset} onChange={(event) => setOffset(event.target.checked)} />}
        label="Add a Toolbar spacer under the bar"
        sx={{ mb: 1 }}
      />
      {/* The frame stands in for the browser window: the bar is absolute here, fixed in a real app. */}
      <Box sx={{ position: 'relative', height: 260, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <AppBar position="absolute">
          <Toolbar>
            <Typography variant="h6" component="div">
              Garden diary
            </Typography>
          </Toolbar>
        </AppBar>
        <Box sx={{ height: '100%', overflowY: 'auto', px: 2 }} tabIndex={0} aria-label="Diary entries">
          {offset ? <Toolbar /> : null}
          {entries.map((entry, index) => (
            <Typography key={entry} variant="body2" sx={{ py: 1, fontWeight: index === 0 ? 700 : undefined }}>
              {entry}
            </Typography>
          ))}
        </Box>
      </Box>
    </div>
  );
}
