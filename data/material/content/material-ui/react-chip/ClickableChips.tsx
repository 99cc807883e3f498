import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const suggestions = ['Where is my order?', 'Change delivery address', 'Return an item'];

export default function ClickableChips() {
  const [question, setQuestion] = React.useState<string | null>(null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {suggestions.map((suggestion, index) => (
          <Chip key={suggestion} label={suggestion} variant={index === 0 ? 'filled' : 'outlined'} onClick={() => setQuestion(suggestion)} />
        ))}
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {question ? `Asked: “${question}”` : 'Pick a suggested question.'}
      </Typography>
    </Stack>
  );
}
