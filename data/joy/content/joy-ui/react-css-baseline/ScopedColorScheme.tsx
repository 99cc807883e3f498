import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

type Scheme = 'light' | 'dark';

export default function ScopedColorScheme() {
  const [scheme, setScheme] = React.useState<Scheme>('dark');
  const id = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <FormControl sx={{ mb: 2 }}>
        <FormLabel>Colour scheme of the box</FormLabel>
        <RadioGroup orientation="horizontal" value={scheme} onChange={(event) => setScheme(event.target.value as Scheme)}>
          <Radio value="light" label="Light" />
          <Radio value="dark" label="Dark" />
        </RadioGroup>
      </FormControl>
      {/* The class selects the scheme's CSS variables for this subtree (the demos' theme uses the class selector). */}
      <ScopedCssBaseline className={scheme} sx={{ p: 2, borderRadius: 'md', border: '1px solid', borderColor: 'divider' }}>
        <Typography level="title-md" sx={{ mb: 1 }}>
          Delivery window
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
          <FormControl sx={{ flex: 1, minWidth: 160 }}>
            <FormLabel>Date</FormLabel>
            <Input type="date" defaultValue="2025-06-12" />
          </FormControl>
          <Button>Book</Button>
        </Box>
        <Typography id={`${id}-slots`} level="body-sm" sx={{ mt: 2, mb: 0.5 }}>
          Free slots
        </Typography>
        {/* A scrolling area: its native scrollbar follows the color-scheme property. */}
        <Box role="region" aria-labelledby={`${id}-slots`} tabIndex={0} sx={{ height: 72, overflowY: 'auto' }}>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00'].map((slot) => (
              <Typography key={slot} component="li" level="body-sm">
                {slot}
              </Typography>
            ))}
          </Box>
        </Box>
      </ScopedCssBaseline>
    </Box>
  );
}
