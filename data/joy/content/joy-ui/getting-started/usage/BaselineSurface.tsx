import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

// Plain HTML elements with no Joy component around them: the baseline alone decides how they look.
function ReadingList() {
  return (
    <div>
      <h4 style={{ margin: '0 0 8px' }}>Reading list</h4>
      <p style={{ margin: '0 0 8px' }}>
        Three chapters left in <b>The Salt Road</b>. Next up: <i>Field Notes on Moss</i>.
      </p>
      <button type="button">Mark as read</button>
    </div>
  );
}

export default function BaselineSurface() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <Box>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Without a baseline (inherits from the page around it)
        </Typography>
        <Box sx={{ p: 2, border: '1px dashed', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm' }}>
          <ReadingList />
        </Box>
      </Box>
      <Box>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Inside <code>ScopedCssBaseline</code>
        </Typography>
        <ScopedCssBaseline sx={{ p: 2, border: '1px dashed', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm' }}>
          <ReadingList />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
