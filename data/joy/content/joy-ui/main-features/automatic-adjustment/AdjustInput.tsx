import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';

const sizes = ['sm', 'md', 'lg'] as const;

export default function AdjustInput() {
  const [radius, setRadius] = React.useState(8);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 420 }}>
      <FormControl>
        <FormLabel id="adjust-input-radius">--Input-radius: {radius}px</FormLabel>
        <Slider
          aria-labelledby="adjust-input-radius"
          min={0}
          max={28}
          value={radius}
          onChange={(_event, value) => setRadius(value as number)}
        />
      </FormControl>
      {/* Only the input's radius and size are set: the button, icon button and icon size themselves. */}
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          placeholder={`Email (size ${size})`}
          aria-label={`Email, size ${size}`}
          startDecorator={<MailOutlineRounded />}
          endDecorator={
            size === 'md' ? (
              <IconButton variant="solid" color="primary" aria-label="Subscribe">
                <ArrowForwardRounded />
              </IconButton>
            ) : (
              <Button>Subscribe</Button>
            )
          }
          sx={{ '--Input-radius': `${radius}px` }}
        />
      ))}
    </Box>
  );
}
