import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const aspects = [
  { name: 'comfort', label: 'Comfort' },
  { name: 'battery', label: 'Battery life' },
  { name: 'sound', label: 'Sound quality' },
];

export default function RatingReviewForm() {
  const [result, setResult] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setResult(aspects.map(({ name }) => `${name}=${data.get(name) || '(empty)'}`).join(', '));
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="subtitle1" component="p">
        Review: wireless headphones
      </Typography>
      {aspects.map(({ name, label }) => (
        <Box key={name} component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="body2">
            {label}
          </Typography>
          <Rating name={name} getLabelText={(value) => `${label}: ${value} out of 5`} emptyLabelText={`${label}: not rated`} />
        </Box>
      ))}
      <Button type="submit" variant="outlined">
        Send review
      </Button>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {result ?? 'Submit to see the form data.'}
      </Typography>
    </Stack>
  );
}
