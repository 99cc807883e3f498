import * as React from 'react';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Note({ children }: { children: React.ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Divider role="presentation">Shipping</Divider>
      <Note>Orders placed before 14:00 leave the warehouse the same working day.</Note>
      <Divider role="presentation" textAlign="left">
        Returns
      </Divider>
      <Note>Send items back within 30 days, unworn and with their labels attached.</Note>
      <Divider role="presentation" textAlign="right">
        Warranty
      </Divider>
      <Note>Electronics carry a two-year warranty from the date of delivery.</Note>
      <Divider role="presentation">
        <Chip label="Updated today" size="small" />
      </Divider>
    </Stack>
  );
}
