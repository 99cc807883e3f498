import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea, { textareaClasses } from '@mui/joy/Textarea';

export default function FocusOutline() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420, width: '100%' }}>
      {/* An empty --Textarea-focusedInset drops the `inset` keyword: the ring grows outward. */}
      <FormControl>
        <FormLabel>Ring outside the border</FormLabel>
        <Textarea minRows={2} placeholder="Click or tab here" sx={{ '--Textarea-focusedInset': 'var(--any, )' }} />
      </FormControl>
      {/* Or hide the ring and draw a CSS outline with a gap around the whole field. */}
      <FormControl>
        <FormLabel>Outline with an offset</FormLabel>
        <Textarea
          minRows={2}
          placeholder="Click or tab here"
          sx={{
            '&::before': { display: 'none' },
            [`&.${textareaClasses.focused}`]: {
              outline: '2px solid var(--Textarea-focusedHighlight)',
              outlineOffset: '2px',
            },
          }}
        />
      </FormControl>
    </Stack>
  );
}
