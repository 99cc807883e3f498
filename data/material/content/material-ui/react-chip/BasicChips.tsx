import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label="Vegetarian" />
      <Chip label="Gluten free" variant="outlined" />
      <Chip label="Sold out" disabled />
    </Stack>
  );
}
