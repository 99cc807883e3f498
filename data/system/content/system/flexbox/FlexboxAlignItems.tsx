import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const values = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
type Align = (typeof values)[number];

export default function FlexboxAlignItems() {
  const [align, setAlign] = React.useState<Align>('baseline');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id={labelId}>alignItems</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={align} onChange={(event) => setAlign(event.target.value as Align)}>
          {values.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={value}
              slotProps={{ typography: { sx: { fontFamily: 'monospace', fontSize: 14 } } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box
        sx={{
          display: 'flex',
          alignItems: align,
          gap: 1,
          minHeight: 120,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.primary',
        }}
      >
        <Box sx={{ px: 1, bgcolor: 'action.selected', borderRadius: 1, fontSize: 32, fontWeight: 'bold' }}>$48</Box>
        <Box sx={{ px: 1, bgcolor: 'action.selected', borderRadius: 1, fontSize: 14 }}>per month</Box>
        <Box
          sx={{
            px: 1,
            py: 2,
            bgcolor: 'action.selected',
            borderRadius: 1,
            fontSize: 14,
            color: 'text.secondary',
          }}
        >
          billed yearly
        </Box>
      </Box>
    </Box>
  );
}
