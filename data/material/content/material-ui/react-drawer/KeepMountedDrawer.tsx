import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const amenities = ['Free cancellation', 'Breakfast included', 'Pet friendly', 'Parking', 'Accessible room'];

export default function KeepMountedDrawer() {
  const [open, setOpen] = React.useState(false);
  const [keepMounted, setKeepMounted] = React.useState(true);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 340,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Stack spacing={2} sx={{ p: 2, height: '100%', justifyContent: 'center', alignItems: 'center', textAlign: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={keepMounted}
              onChange={(event) => {
                setKeepMounted(event.target.checked);
                // Start each setting from a fresh drawer.
                setOpen(false);
              }}
            />
          }
          label="Keep the filters mounted"
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Filters
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 340 }}>
          Tick a few filters, close the drawer and open it again. The unmanaged checkboxes keep their state only while the drawer stays
          mounted.
        </Typography>
      </Stack>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        container={frame}
        ModalProps={{ keepMounted }}
        sx={{ position: 'absolute' }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute', width: 240, p: 2 }, 'aria-label': 'Filters' },
        }}
      >
        <FormGroup>
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Amenities
          </FormLabel>
          {amenities.map((amenity) => (
            <FormControlLabel key={amenity} control={<Checkbox />} label={amenity} />
          ))}
        </FormGroup>
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2 }}>
          Show results
        </Button>
      </Drawer>
    </Box>
  );
}
