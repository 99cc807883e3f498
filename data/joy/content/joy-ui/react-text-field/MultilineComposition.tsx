import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const limit = 280;

export default function MultilineComposition() {
  const [text, setText] = React.useState('Ring the bell twice; the buzzer for flat 3 is broken.');

  return (
    <FormControl sx={{ width: 380, maxWidth: '100%' }}>
      <FormLabel>Delivery instructions</FormLabel>
      <Textarea
        minRows={3}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, limit))}
        placeholder="Gate codes, where to leave the parcel…"
      />
      <FormHelperText>
        {text.length}/{limit} characters. Shown to the courier only.
      </FormHelperText>
    </FormControl>
  );
}
