import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 160;

export default function CharacterCountTextarea() {
  const [text, setText] = React.useState('Hi! Your table for four is booked for Saturday at 19:30. Reply STOP to cancel.');
  const counterId = React.useId();
  const remaining = LIMIT - text.length;
  const over = remaining < 0;

  // Announce only when crossing a threshold, not on every keystroke.
  let announcement = '';
  if (over) {
    announcement = `Over the ${LIMIT}-character limit.`;
  } else if (remaining <= 20) {
    announcement = 'Fewer than 20 characters left.';
  }

  return (
    <FormControl error={over} sx={{ maxWidth: 420, width: '100%' }}>
      <FormLabel>SMS reminder</FormLabel>
      <Textarea
        minRows={3}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ textarea: { 'aria-describedby': counterId } }}
        endDecorator={
          <Typography
            id={counterId}
            level="body-xs"
            color={over ? 'danger' : remaining <= 20 ? 'warning' : 'neutral'}
            sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
          >
            {text.length} of {LIMIT} characters
          </Typography>
        }
      />
      <Typography
        role="status"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        {announcement}
      </Typography>
    </FormControl>
  );
}
