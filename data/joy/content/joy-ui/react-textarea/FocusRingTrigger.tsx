import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const savedReplies = [
  'Thanks for reaching out! I am looking into this now.',
  'Could you send a screenshot of the error?',
  'This is fixed in version 4.2, released today.',
];

export default function FocusRingTrigger() {
  const [text, setText] = React.useState('');
  const [dragOver, setDragOver] = React.useState(false);

  const add = (reply: string) => setText((current) => (current ? `${current}\n${reply}` : reply));

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, width: '100%' }}>
      <Typography id="saved-replies-label" level="body-sm">
        Drag a saved reply into the message, or click it to add it.
      </Typography>
      <Box role="group" aria-labelledby="saved-replies-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {savedReplies.map((reply) => (
          <Chip
            key={reply}
            variant="outlined"
            draggable
            onDragStart={(event: React.DragEvent) => event.dataTransfer.setData('text/plain', reply)}
            onClick={() => add(reply)}
            sx={{ cursor: 'grab', maxWidth: '100%' }}
          >
            {reply}
          </Chip>
        ))}
      </Box>
      <FormControl>
        <FormLabel>Message</FormLabel>
        {/* --Textarea-focused: 1 shows the focus ring while something is dragged over the field. */}
        <Textarea
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write a reply…"
          sx={{ '--Textarea-focused': dragOver ? '1' : '0' }}
          onDragOver={(event: React.DragEvent) => {
            event.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(event: React.DragEvent) => {
            event.preventDefault();
            setDragOver(false);
            add(event.dataTransfer.getData('text/plain'));
          }}
        />
      </FormControl>
    </Stack>
  );
}
