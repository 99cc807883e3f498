import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';

export default function OverviewCustomized() {
  const [radius, setRadius] = React.useState(12);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', alignItems: { sm: 'center' } }}>
      <FormControl sx={{ width: { xs: '100%', sm: 200 } }}>
        <FormLabel id="overview-radius-label">Corner radius: {radius}px</FormLabel>
        <Slider
          aria-labelledby="overview-radius-label"
          value={radius}
          min={0}
          max={28}
          onChange={(_event, value) => setRadius(value as number)}
        />
      </FormControl>
      {/* Three CSS variables on the card. Inputs and buttons inside work out their own radius from it. */}
      <Card
        variant="soft"
        color="primary"
        sx={{
          flex: 1,
          maxWidth: 420,
          '--Card-radius': `${radius}px`,
          '--Card-padding': '20px',
          '--Input-radius': `${Math.max(radius - 8, 0)}px`,
          '--Button-radius': `${Math.max(radius - 8, 0)}px`,
        }}
      >
        <Typography level="title-md">Release notes in your inbox</Typography>
        <Typography level="body-sm">One email a month. No tracking pixels.</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Input
            type="email"
            placeholder="you@example.com"
            aria-label="Email address"
            startDecorator={<MailOutlineRoundedIcon />}
            sx={{ flex: '1 1 160px' }}
          />
          <Button>Subscribe</Button>
        </Stack>
      </Card>
    </Stack>
  );
}
