import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const fields = [
  { name: 'showActivity', label: 'Show my activity status', defaultChecked: true },
  { name: 'searchable', label: 'Let people find me by email', defaultChecked: false },
  { name: 'readReceipts', label: 'Send read receipts', defaultChecked: true },
];

export default function SwitchInForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const entries = Array.from(data.keys()).map((key) => `${key}=${String(data.get(key))}`);
    setSubmitted(entries.length > 0 ? entries.join(', ') : 'nothing (every switch is off)');
  };

  return (
    <Box component="form" onSubmit={handleSubmit} sx={{ maxWidth: 380, width: '100%' }}>
      <Stack spacing={2}>
        {fields.map((field) => (
          <FormControl key={field.name} orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <FormLabel>{field.label}</FormLabel>
            {/* Switch has no name prop of its own: the native input gets it through slotProps. */}
            <Switch defaultChecked={field.defaultChecked} slotProps={{ input: { name: field.name, value: 'yes' } }} />
          </FormControl>
        ))}
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Save privacy settings
        </Button>
        <Typography level="body-sm" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {submitted ? `Submitted: ${submitted}` : 'Nothing submitted yet.'}
        </Typography>
      </Stack>
    </Box>
  );
}
