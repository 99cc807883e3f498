import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const filters = ['In stock only', 'Ships in 24 hours', 'Rated 4 stars and up'];

export default function SlideFromContainer() {
  const [open, setOpen] = React.useState(false);
  // A callback ref stored in state: Slide gets the element once it exists.
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel control={<Switch checked={open} onChange={(event) => setOpen(event.target.checked)} />} label="Show filters" />
      <Box
        ref={setContainer}
        sx={{ position: 'relative', height: 180, mt: 1, overflow: 'hidden', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      >
        <Typography variant="body2" color="text.secondary">
          42 products match your search.
        </Typography>
        <Slide in={open} direction="left" container={container}>
          <Paper elevation={6} sx={{ position: 'absolute', top: 0, right: 0, bottom: 0, width: 220, p: 1 }}>
            <Typography variant="subtitle2" sx={{ px: 1, pt: 1 }}>
              Filters
            </Typography>
            <List dense>
              {filters.map((filter) => (
                <ListItem key={filter}>
                  <ListItemText primary={filter} />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
