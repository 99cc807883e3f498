import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  1: 'Would not cook it again',
  2: 'Needs work',
  3: 'Fine for a weeknight',
  4: 'Tasty',
  5: 'A new favourite',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value]}`;
}

export default function HoverFeedbackRating() {
  const [value, setValue] = React.useState<number | null>(3);
  const [hover, setHover] = React.useState(-1);

  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        How was the lentil soup recipe?
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Rating
          name="hover-feedback"
          value={value}
          getLabelText={getLabelText}
          onChange={(event, newValue) => {
            setValue(newValue);
            // A click resets Rating's own hover state without reporting it; the next pointer move reports it again.
            setHover(-1);
          }}
          onChangeActive={(event, newHover) => setHover(newHover)}
          emptyIcon={<StarIcon sx={{ opacity: 0.55 }} fontSize="inherit" />}
        />
        <Typography variant="body2" sx={{ minHeight: '1.5em' }}>
          {shown !== null ? labels[shown] : 'Not rated yet'}
        </Typography>
      </Box>
    </Box>
  );
}
