import * as React from 'react';
import Box from '@mui/material/Box';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const moods: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon fontSize="inherit" />, label: 'Very unhappy' },
  2: { icon: <SentimentDissatisfiedIcon fontSize="inherit" />, label: 'Unhappy' },
  3: { icon: <SentimentNeutralIcon fontSize="inherit" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedIcon fontSize="inherit" />, label: 'Happy' },
  5: { icon: <SentimentVerySatisfiedIcon fontSize="inherit" />, label: 'Very happy' },
};

// Receives the value of the symbol it draws, so each position can show its own icon.
function MoodIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{moods[value].icon}</span>;
}

export default function RadioGroupRating() {
  const [value, setValue] = React.useState<number | null>(null);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="subtitle2">
        How did you feel about today&apos;s support call?
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <Rating
          name="support-mood"
          value={value}
          onChange={(event, newValue) => setValue(newValue)}
          highlightSelectedOnly
          getLabelText={(mood) => moods[mood].label}
          emptyLabelText="No answer"
          slotProps={{ icon: { component: MoodIcon } }}
          sx={{
            fontSize: 36,
            '& .MuiRating-iconFilled': { color: 'primary.main' },
            '& .MuiRating-iconEmpty': { color: 'text.secondary' },
          }}
        />
        <Typography variant="body2">{value === null ? 'No answer yet' : moods[value].label}</Typography>
      </Box>
    </Box>
  );
}
