import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function ToggleGroupDividers() {
  const [zoom, setZoom] = React.useState<string | null>('100');
  const [style, setStyle] = React.useState<string | null>('map');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* soft and solid groups have no borders between buttons: a Divider child draws one. */}
      <ToggleButtonGroup variant="soft" aria-label="Zoom" value={zoom} onChange={(event, value) => value && setZoom(value)}>
        <Button value="50">50%</Button>
        <Divider />
        <Button value="100">100%</Button>
        <Divider />
        <Button value="200">200%</Button>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        variant="solid"
        color="primary"
        aria-label="Map style"
        value={style}
        onChange={(event, value) => value && setStyle(value)}
      >
        <Button value="map">Map</Button>
        <Divider />
        <Button value="terrain">Terrain</Button>
        <Divider />
        <Button value="satellite">Satellite</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
