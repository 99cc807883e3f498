import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import StarRounded from '@mui/icons-material/StarRounded';
import BackpackOutlined from '@mui/icons-material/BackpackOutlined';

const colours = [
  { value: 'Moss', swatch: '#4d7c0f', art: 'linear-gradient(135deg, #365314, #65a30d)' },
  { value: 'Slate', swatch: '#475569', art: 'linear-gradient(135deg, #1e293b, #64748b)' },
  { value: 'Rust', swatch: '#c2410c', art: 'linear-gradient(135deg, #7c2d12, #ea580c)' },
];

export default function ProductCard() {
  const [colour, setColour] = React.useState('Moss');
  const labelId = React.useId();
  const selected = colours.find((item) => item.value === colour) ?? colours[0];
  return (
    <Card sx={{ width: 300, maxWidth: '100%', boxShadow: 'sm' }}>
      <CardOverflow>
        <AspectRatio ratio="1">
          <Box
            role="img"
            aria-label={`Trail backpack in ${selected.value}`}
            sx={{ background: selected.art, color: '#fff', '--Icon-color': '#fff', transition: 'background 0.3s' }}
          >
            <BackpackOutlined sx={{ fontSize: '5rem' }} />
          </Box>
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">Outdoor gear</Typography>
        <Typography level="title-lg" component="h3">
          Trail backpack, 28 L
        </Typography>
        <Typography level="body-sm" startDecorator={<StarRounded sx={{ color: 'warning.400' }} />} sx={{ mt: 0.5 }}>
          4.7 · 312 reviews
        </Typography>
        <Typography
          level="title-lg"
          component="div"
          sx={{ mt: 1 }}
          endDecorator={
            <Chip size="sm" color="danger" variant="soft">
              −15%
            </Chip>
          }
        >
          €84.15
        </Typography>
        <Typography id={labelId} level="body-sm" sx={{ mt: 1.5, mb: 0.5 }}>
          Colour: <b>{colour}</b>
        </Typography>
        <RadioGroup
          orientation="horizontal"
          aria-labelledby={labelId}
          value={colour}
          onChange={(event) => setColour(event.target.value)}
          sx={{ gap: 1.5 }}
        >
          {colours.map((item) => (
            // The positioned swatch is what the radio's overlay covers.
            <Box key={item.value} sx={{ position: 'relative', width: 28, height: 28, borderRadius: '50%', bgcolor: item.swatch }}>
              <Radio
                value={item.value}
                disableIcon
                overlay
                slotProps={{
                  input: { 'aria-label': item.value },
                  action: ({ checked }) => ({
                    sx: {
                      borderRadius: '50%',
                      border: 'none',
                      outline: checked ? '2px solid' : undefined,
                      outlineColor: 'text.primary',
                      outlineOffset: '2px',
                      bgcolor: 'transparent',
                      '&:hover': { bgcolor: 'transparent' },
                    },
                  }),
                }}
              />
            </Box>
          ))}
        </RadioGroup>
      </CardContent>
      <CardOverflow>
        <Button size="lg" color="primary">
          Add to basket
        </Button>
      </CardOverflow>
    </Card>
  );
}
