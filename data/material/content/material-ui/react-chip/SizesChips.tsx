import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import SellIcon from '@mui/icons-material/Sell';

export default function SizesChips() {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label="Medium" />
        <Chip label="Medium" icon={<SellIcon />} variant="outlined" />
        <Chip label="Medium" avatar={<Avatar>M</Avatar>} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label="Small" size="small" />
        <Chip label="Small" size="small" icon={<SellIcon />} variant="outlined" />
        <Chip label="Small" size="small" avatar={<Avatar>S</Avatar>} />
      </Stack>
    </Stack>
  );
}
