import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

function Row({ label }: { label: string }) {
  return <Box sx={{ bgcolor: 'background.paper', p: 1.5, borderRadius: 1, typography: 'body2' }}>{label}</Box>;
}

export default function ContainerGutters() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Container maxWidth="sm">
          <Row label="Default gutters: 16px, 24px from 600px" />
        </Container>
      </Box>
      <Box sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Container maxWidth="sm" disableGutters>
          <Row label="disableGutters: flush with the edges" />
        </Container>
      </Box>
    </Stack>
  );
}
