import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';

const alignments = [
  { value: 'left', label: 'Align left', Icon: FormatAlignLeft },
  { value: 'center', label: 'Align centre', Icon: FormatAlignCenter },
  { value: 'right', label: 'Align right', Icon: FormatAlignRight },
  { value: 'justify', label: 'Justify', Icon: FormatAlignJustify },
] as const;

type Alignment = (typeof alignments)[number]['value'];

export default function AlignmentButtons() {
  const [align, setAlign] = React.useState<Alignment>('left');

  return (
    <Box sx={{ maxWidth: 440 }}>
      <RadioGroup
        aria-label="Text alignment"
        name="text-alignment"
        orientation="horizontal"
        value={align}
        onChange={(event) => setAlign(event.target.value as Alignment)}
        variant="outlined"
        sx={{ '--RadioGroup-gap': '0px', display: 'inline-flex', p: 0.5, gap: 0.5 }}
      >
        {alignments.map(({ value, label, Icon }) => (
          <Sheet
            key={value}
            sx={{
              position: 'relative',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 40,
              height: 40,
              borderRadius: 'sm',
              bgcolor: 'transparent',
              [`&:has(.${radioClasses.checked})`]: { bgcolor: 'neutral.softActiveBg' },
            }}
          >
            <Radio
              value={value}
              disableIcon
              overlay
              color="neutral"
              variant="plain"
              slotProps={{ input: { 'aria-label': label }, action: { sx: { borderRadius: 'sm' } } }}
              label={<Icon />}
            />
          </Sheet>
        ))}
      </RadioGroup>
      <Typography level="body-sm" sx={{ mt: 2, textAlign: align }}>
        Our studio opens at nine on weekdays. Drop-in sessions run until noon; after lunch, the space is reserved for booked workshops and
        small events.
      </Typography>
    </Box>
  );
}
