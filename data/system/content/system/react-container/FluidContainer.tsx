import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import useWidth from './useWidth';

export default function FluidContainer() {
  const [ref, width] = useWidth<HTMLDivElement>();

  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, py: 2 }}>
      <Container ref={ref} maxWidth="sm">
        <Box
          sx={{
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Box component="h3" sx={{ m: 0, fontSize: 18, fontWeight: 500 }}>
            Release notes, version 4.2
          </Box>
          <Box component="p" sx={{ mb: 0, color: 'text.secondary', fontSize: 14 }}>
            Offline mode now syncs attachments, and the search bar remembers your last five queries. This column never grows past 600px, the{' '}
            <code>sm</code> breakpoint.
          </Box>
        </Box>
        <Box sx={{ mt: 1, fontSize: 13, color: 'text.secondary', fontFamily: 'monospace' }}>
          Container width: {width === null ? '…' : `${width}px`}
        </Box>
      </Container>
    </Box>
  );
}
