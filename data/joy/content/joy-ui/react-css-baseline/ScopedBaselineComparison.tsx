import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Box from '@mui/joy/Box';

// The same markup twice: plain HTML, as an older part of a site would render it.
function Sample() {
  const id = React.useId();
  return (
    <>
      <p style={{ margin: '0 0 4px', fontSize: '1.125rem' }}>Newsletter</p>
      <p style={{ margin: '0 0 12px' }}>
        One email a month, <b>no tracking pixels</b>.
      </p>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        Email
      </label>
      {/* width: 100% plus padding: with content-box sizing it is wider than its parent. */}
      <input id={id} type="email" placeholder="you@example.org" style={{ width: '100%', padding: '8px 12px' }} />
    </>
  );
}

export default function ScopedBaselineComparison() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 3,
        // Stand-in for a legacy style sheet: a serif font and the browser's content-box sizing.
        fontFamily: 'Georgia, "Times New Roman", serif',
        '& .legacy, & .legacy *': { boxSizing: 'content-box' },
      }}
    >
      <Box className="legacy" sx={{ p: 2, border: '1px dashed', borderColor: 'neutral.outlinedBorder', overflow: 'hidden' }}>
        <Sample />
      </Box>
      <ScopedCssBaseline sx={{ p: 2, border: '1px dashed', borderColor: 'neutral.outlinedBorder' }}>
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
