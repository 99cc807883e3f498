import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { landscape } from './images';

const ratios = [
  { value: '1/1', use: 'profile pictures and product tiles' },
  { value: '4/3', use: 'photos from most phone cameras' },
  { value: '16/9', use: 'video and wide banners (the default)' },
  { value: '21/9', use: 'cinematic headers' },
  { value: '3/4', use: 'portrait cards and posters' },
];

export default function RatioPicker() {
  const [ratio, setRatio] = React.useState<string | null>('16/9');
  const current = ratios.find((item) => item.value === ratio);

  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Aspect ratio"
        value={ratio}
        onChange={(event, value) => value && setRatio(value)}
        sx={{ flexWrap: 'wrap' }}
      >
        {ratios.map((item) => (
          <Button key={item.value} value={item.value}>
            {item.value}
          </Button>
        ))}
      </ToggleButtonGroup>
      <AspectRatio ratio={ratio ?? '16/9'} sx={{ borderRadius: 'md' }}>
        <Box component="img" src={landscape} alt="Illustration of mountains above a lake at dusk" />
      </AspectRatio>
      <Typography level="body-sm" role="status">
        {ratio}: {current?.use}.
      </Typography>
    </Stack>
  );
}
