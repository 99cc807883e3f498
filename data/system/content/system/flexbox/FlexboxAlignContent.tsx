import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const values = ['normal', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'stretch'] as const;
type AlignContent = (typeof values)[number];

const colours = ['Sand', 'Slate', 'Moss', 'Clay', 'Ink', 'Rust', 'Fog', 'Pine', 'Stone', 'Plum'];

export default function FlexboxAlignContent() {
  const [alignContent, setAlignContent] = React.useState<AlignContent>('flex-start');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id={labelId}>alignContent</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={alignContent}
          onChange={(event) => setAlignContent(event.target.value as AlignContent)}
        >
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
          flexWrap: 'wrap',
          alignContent,
          gap: 1,
          height: 200,
          maxWidth: 360,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {colours.map((colour) => (
          <Box
            key={colour}
            sx={{
              display: 'flex',
              alignItems: 'center',
              px: 1.5,
              minHeight: 32,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 14,
            }}
          >
            {colour}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
