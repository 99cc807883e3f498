import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const steps = [
  { title: 'Create your workspace', detail: 'Pick a name and an address for your team.' },
  { title: 'Invite teammates', detail: 'Send invitations by email or share a link.' },
  { title: 'Connect a calendar', detail: 'Sync meetings so nobody double-books.' },
];

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      {steps.map((step, index) => (
        <Box
          key={step.title}
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>Step {index + 1}</Box>
          <Box sx={{ fontWeight: 500, color: 'text.primary' }}>{step.title}</Box>
          <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{step.detail}</Box>
        </Box>
      ))}
    </Stack>
  );
}
