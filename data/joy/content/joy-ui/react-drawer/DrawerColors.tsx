import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const presets: { label: string; variant: VariantProp; color: ColorPaletteProp }[] = [
  { label: 'Plain (default)', variant: 'plain', color: 'neutral' },
  { label: 'Soft neutral', variant: 'soft', color: 'neutral' },
  { label: 'Solid primary', variant: 'solid', color: 'primary' },
  { label: 'Solid neutral', variant: 'solid', color: 'neutral' },
];

export default function DrawerColors() {
  const [open, setOpen] = React.useState(false);
  const [preset, setPreset] = React.useState(presets[0]);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {presets.map((item) => (
        <Button
          key={item.label}
          variant={item.variant === 'plain' ? 'outlined' : item.variant}
          color={item.color}
          onClick={() => {
            setPreset(item);
            setOpen(true);
          }}
        >
          {item.label}
        </Button>
      ))}
      <Drawer open={open} onClose={() => setOpen(false)} variant={preset.variant} color={preset.color} invertedColors size="sm">
        <ModalClose variant="plain" aria-label="Close" />
        <DialogTitle>Projects</DialogTitle>
        <List component="nav" aria-label="Projects" sx={{ flex: 'none', px: 1 }}>
          {['Garden room', 'Loft conversion', 'Kitchen refit'].map((project, index) => (
            <ListItem key={project}>
              <ListItemButton selected={index === 0} onClick={() => setOpen(false)}>
                {project}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Typography level="body-xs" sx={{ mt: 'auto', p: 2 }}>
          variant=&quot;{preset.variant}&quot; color=&quot;{preset.color}&quot; invertedColors
        </Typography>
      </Drawer>
    </Box>
  );
}
