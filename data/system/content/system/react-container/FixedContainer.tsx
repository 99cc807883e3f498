import Box from '@mui/system/Box';
import Container from '@mui/system/Container';
import useWidth from './useWidth';

export default function FixedContainer() {
  const [ref, width] = useWidth<HTMLDivElement>();

  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, py: 2, overflow: 'hidden' }}>
      <Container ref={ref} fixed>
        <Box
          sx={{
            height: 120,
            display: 'grid',
            placeItems: 'center',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'text.secondary',
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.secondary',
            fontFamily: 'monospace',
            fontSize: 14,
            textAlign: 'center',
          }}
        >
          {'<Container fixed>'}
          <br />
          {width === null ? '…' : `${width}px wide`}
        </Box>
      </Container>
    </Box>
  );
}
