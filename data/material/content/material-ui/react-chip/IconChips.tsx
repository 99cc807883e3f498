import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import EventIcon from '@mui/icons-material/Event';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function IconChips() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip icon={<LocalShippingIcon />} label="Free shipping" />
      <Chip icon={<EventIcon />} label="Due 14 March" variant="outlined" />
      <Chip icon={<WarningAmberIcon />} label="Low stock" color="warning" variant="outlined" />
    </Stack>
  );
}
