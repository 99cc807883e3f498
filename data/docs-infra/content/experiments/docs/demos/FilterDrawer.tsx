import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const filters = ['Open now', 'Vegetarian', 'Outdoor seating'];

export default function FilterDrawer() {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<string[]>([]);

  const toggle = (filter: string) => setActive(active.includes(filter) ? active.filter((item) => item !== filter) : [...active, filter]);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Restaurant filters ({active.length})
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 260, p: 2 }} role="group" aria-labelledby="filter-drawer-title">
          <Typography id="filter-drawer-title" variant="h6" component="h2">
            Filters
          </Typography>
          {filters.map((filter) => (
            <FormControlLabel
              key={filter}
              label={filter}
              control={<Switch checked={active.includes(filter)} onChange={() => toggle(filter)} />}
            />
          ))}
          <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Done
          </Button>
        </Box>
      </Drawer>
    </div>
  );
}
