import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';

/** The same markup twice: plain HTML elements with a fixed width, padding and a border. */
function Sample() {
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        Plain <b>HTML</b> text and a box that is <code>width: 100%</code> with padding.
      </p>
      <div style={{ width: '100%', padding: 12, border: '2px dashed currentColor' }}>Full-width box</div>
    </div>
  );
}

export default function ScopedBaseline() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* Stands for a page styled by older CSS: a serif font and the browser's content-box sizing. */}
      <Box
        sx={{ flex: 1, p: 2, overflow: 'hidden', fontFamily: 'Georgia, serif', fontSize: 15, '&, & *': { boxSizing: 'content-box' } }}
        aria-label="Outside the baseline"
        role="group"
      >
        <Box component="p" sx={{ mt: 0, fontFamily: 'sans-serif', fontSize: 12, fontWeight: 'bold' }}>
          Legacy styles
        </Box>
        <Sample />
      </Box>
      <Box sx={{ flex: 1, overflow: 'hidden', fontFamily: 'Georgia, serif', fontSize: 15 }}>
        <ScopedCssBaseline sx={{ p: 2, borderRadius: 1 }} aria-label="Inside ScopedCssBaseline" role="group">
          <Box component="p" sx={{ mt: 0, fontSize: 12, fontWeight: 'bold' }}>
            ScopedCssBaseline
          </Box>
          <Sample />
        </ScopedCssBaseline>
      </Box>
    </Stack>
  );
}
