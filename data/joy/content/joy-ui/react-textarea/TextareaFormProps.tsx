import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function TextareaFormProps() {
  const [sent, setSent] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`reason: "${String(data.get('reason'))}", ticket: "${String(data.get('ticket'))}"`);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 460, width: '100%' }}>
      <Stack spacing={2}>
        <FormControl required>
          <FormLabel>Reason for the refund</FormLabel>
          <Textarea name="reason" minRows={2} placeholder="The item arrived damaged…" />
          <FormHelperText>Required: the form will not submit while this is empty.</FormHelperText>
        </FormControl>
        <FormControl>
          <FormLabel>Original ticket</FormLabel>
          <Textarea name="ticket" readOnly defaultValue="#48213, opened 3 May: parcel delivered with a broken seal." />
          <FormHelperText>Read-only: focusable and submitted, but not editable.</FormHelperText>
        </FormControl>
        <FormControl disabled>
          <FormLabel>Internal note</FormLabel>
          <Textarea name="internal" defaultValue="Only support agents can write here." />
          <FormHelperText>Disabled: skipped by the Tab key and left out of the submitted data.</FormHelperText>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Request refund
        </Button>
        <Typography level="body-sm" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {sent ? `Submitted ${sent}` : 'Nothing submitted yet.'}
        </Typography>
      </Stack>
    </Box>
  );
}
