import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Done from '@mui/icons-material/Done';

// Swatch colours chosen so the white check mark keeps at least 4.5:1 contrast on each.
const colours = [
  { value: 'forest', label: 'Forest green', hex: '#2f5d3a' },
  { value: 'navy', label: 'Navy', hex: '#1f3a68' },
  { value: 'clay', label: 'Clay', hex: '#8a4b2a' },
  { value: 'charcoal', label: 'Charcoal', hex: '#3a3a3a' },
];
const sizes = ['XS', 'S', 'M', 'L', 'XL'];
const soldOut = ['XS'];

export default function ProductAttributes() {
  const id = React.useId();
  const [colour, setColour] = React.useState('navy');
  const [size, setSize] = React.useState('M');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <div>
        <FormLabel id={`${id}-colour`} sx={{ mb: 1.5 }}>
          Colour: {colours.find((c) => c.value === colour)!.label}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-colour`}
          name="jacket-colour"
          orientation="horizontal"
          value={colour}
          onChange={(event) => setColour(event.target.value)}
          sx={{ '--RadioGroup-gap': '0px', gap: 1.5, flexWrap: 'wrap' }}
        >
          {colours.map((item) => (
            <Sheet
              key={item.value}
              sx={{
                position: 'relative',
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: item.hex,
                border: '1px solid',
                borderColor: 'divider',
                color: '#fff',
              }}
            >
              <Radio
                overlay
                disableIcon
                value={item.value}
                variant="plain"
                color="neutral"
                slotProps={{
                  input: { 'aria-label': item.label },
                  action: ({ checked }) => ({
                    sx: {
                      borderRadius: '50%',
                      '&:hover': { bgcolor: 'transparent' },
                      ...(checked && { inset: -4, border: '2px solid', borderColor: 'text.primary' }),
                    },
                  }),
                }}
              />
              {colour === item.value && <Done sx={{ color: 'inherit', zIndex: 1, pointerEvents: 'none' }} />}
            </Sheet>
          ))}
        </RadioGroup>
      </div>
      <div>
        <FormLabel id={`${id}-size`} sx={{ mb: 1.5 }}>
          Size
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-size`}
          name="jacket-size"
          orientation="horizontal"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          sx={{ '--RadioGroup-gap': '0px', gap: 1, flexWrap: 'wrap' }}
        >
          {sizes.map((item) => {
            const checked = size === item;
            const unavailable = soldOut.includes(item);
            return (
              <Radio
                key={item}
                value={item}
                label={item}
                disableIcon
                disabled={unavailable}
                variant={checked ? 'solid' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                slotProps={{
                  input: unavailable ? { 'aria-label': `${item}, sold out` } : {},
                  action: { sx: { borderRadius: 'sm' } },
                  label: { sx: { minWidth: 48, py: 1, textAlign: 'center', fontWeight: 'lg', fontSize: 'sm' } },
                }}
                sx={unavailable ? { textDecoration: 'line-through' } : undefined}
              />
            );
          })}
        </RadioGroup>
        <Typography level="body-xs" sx={{ mt: 1 }}>
          XS is sold out. True to size; take one size up to layer over a jumper.
        </Typography>
      </div>
    </Box>
  );
}
