import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;
type Variant = NonNullable<DrawerProps['variant']>;

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const variants: Variant[] = ['temporary', 'persistent', 'permanent'];

export default function DrawerPlayground() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [variant, setVariant] = React.useState<Variant>('temporary');
  const [open, setOpen] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const horizontal = anchor === 'left' || anchor === 'right';

  const code =
    variant === 'permanent'
      ? `<Drawer variant="permanent" anchor="${anchor}">`
      : `<Drawer variant="${variant}" anchor="${anchor}" open={open}${variant === 'temporary' ? ' onClose={handleClose}' : ''}>`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl>
          <FormLabel id="drawer-playground-anchor">anchor</FormLabel>
          <RadioGroup
            row
            aria-labelledby="drawer-playground-anchor"
            value={anchor}
            onChange={(event) => setAnchor(event.target.value as Anchor)}
          >
            {anchors.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="drawer-playground-variant">variant</FormLabel>
          <RadioGroup
            row
            aria-labelledby="drawer-playground-variant"
            value={variant}
            onChange={(event) => {
              setVariant(event.target.value as Variant);
              setOpen(false);
            }}
          >
            {variants.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        {/* Outside the box, so that an open drawer never covers it. */}
        <Button variant="outlined" disabled={variant === 'permanent'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {variant === 'permanent' ? 'Always open' : open ? 'Close drawer' : 'Open drawer'}
        </Button>
      </Stack>
      <Box
        ref={setFrame}
        sx={{
          position: 'relative',
          height: 260,
          overflow: 'hidden',
          isolation: 'isolate',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Page content
          </Typography>
        </Stack>
        <Drawer
          // A new drawer for each variant: they render different elements.
          key={variant}
          anchor={anchor}
          variant={variant}
          open={open}
          onClose={() => setOpen(false)}
          // Keep every variant inside the box: the temporary drawer (a modal) renders into it, and
          // the docked paper is positioned against it instead of the window.
          container={variant === 'temporary' ? frame : undefined}
          sx={variant === 'temporary' ? { position: 'absolute' } : undefined}
          slotProps={{
            backdrop: { sx: { position: 'absolute' } },
            paper: { sx: { position: 'absolute' }, 'aria-label': 'Sample drawer' },
            transition: { container: frame },
          }}
        >
          <List dense sx={{ width: horizontal ? 160 : 'auto' }}>
            {['Library', 'Downloads', 'Shared'].map((label) => (
              <ListItem key={label}>
                <ListItemText primary={label} />
              </ListItem>
            ))}
          </List>
        </Drawer>
      </Box>
      <Box component="pre" sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}>
        <code>{code}</code>
      </Box>
    </Stack>
  );
}
