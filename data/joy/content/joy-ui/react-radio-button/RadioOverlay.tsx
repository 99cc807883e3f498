import * as React from 'react';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import LaptopMac from '@mui/icons-material/LaptopMac';
import TabletMac from '@mui/icons-material/TabletMac';
import PhoneIphone from '@mui/icons-material/PhoneIphone';

const devices = [
  { value: 'laptop', label: 'Laptop', detail: '1440 × 900', Icon: LaptopMac },
  { value: 'tablet', label: 'Tablet', detail: '820 × 1180', Icon: TabletMac },
  { value: 'phone', label: 'Phone', detail: '390 × 844', Icon: PhoneIphone },
];

export default function RadioOverlay() {
  const id = React.useId();

  return (
    <div>
      <Typography id={`${id}-label`} level="title-sm" sx={{ mb: 1.5 }}>
        Preview on
      </Typography>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        defaultValue="laptop"
        overlay
        name="preview-device"
        orientation="horizontal"
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {devices.map(({ value, label, detail, Icon }) => (
          <Sheet
            key={value}
            variant="outlined"
            sx={{
              borderRadius: 'md',
              boxShadow: 'sm',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              p: 2,
              flex: '1 1 100px',
              maxWidth: 160,
              // The checked card gets a thicker, coloured border drawn by the radio's action element.
              [`&:has(.${radioClasses.checked}) .${radioClasses.action}`]: {
                inset: -1,
                border: '2px solid',
                borderColor: 'primary.outlinedColor',
              },
            }}
          >
            <Icon sx={{ fontSize: 'xl4' }} />
            <Radio value={value} label={label} slotProps={{ input: { 'aria-describedby': `${id}-${value}` } }} sx={{ m: 0 }} />
            <Typography id={`${id}-${value}`} level="body-xs">
              {detail}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </div>
  );
}
