import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

function ReleaseNotes() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
      <Typography variant="subtitle2" gutterBottom>
        Version 2.4 notes
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Offline drafts, faster search and a new export format for invoices. Existing exports keep working.
      </Typography>
    </Paper>
  );
}

export default function CollapseTransition() {
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />}
        label="Show release notes"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            Vertical
          </Typography>
          <Collapse in={open}>
            <ReleaseNotes />
          </Collapse>
        </Box>
        <Box>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            Horizontal
          </Typography>
          <Collapse in={open} orientation="horizontal">
            <ReleaseNotes />
          </Collapse>
        </Box>
        <Box>
          <Typography variant="caption" component="p" sx={{ mb: 1 }}>
            collapsedSize=48
          </Typography>
          <Collapse in={open} collapsedSize={48}>
            <ReleaseNotes />
          </Collapse>
        </Box>
      </Stack>
    </Stack>
  );
}
