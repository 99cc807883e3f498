import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const values = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'] as const;
type Justify = (typeof values)[number];

export default function FlexboxJustifyContent() {
  const [justify, setJustify] = React.useState<Justify>('space-between');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id={labelId}>justifyContent</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={justify} onChange={(event) => setJustify(event.target.value as Justify)}>
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
          justifyContent: justify,
          gap: 1,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {['Previous', 'Page 2 of 9', 'Next'].map((item) => (
          <Box
            key={item}
            sx={{
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              bgcolor: 'action.selected',
              color: 'text.primary',
              fontSize: 14,
            }}
          >
            {item}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
