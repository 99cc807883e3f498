import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const CampaignContext = React.createContext('Summer sale');

function Banner() {
  // Context still arrives through the React tree, wherever the DOM ends up.
  const campaign = React.useContext(CampaignContext);
  return (
    <Paper elevation={3} sx={{ p: 1.5, bgcolor: 'success.main', color: 'success.contrastText' }}>
      <Typography variant="body2">“{campaign}” has been published.</Typography>
    </Paper>
  );
}

export default function PortalOverflow() {
  const [published, setPublished] = React.useState(false);
  const [clicks, setClicks] = React.useState(0);
  const noticeArea = React.useRef<HTMLDivElement>(null);

  return (
    <CampaignContext.Provider value="Autumn collection">
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
        {/* The card clips anything that sticks out of it. */}
        <Paper variant="outlined" sx={{ p: 2, height: 96, overflow: 'hidden' }} onClick={() => setClicks((count) => count + 1)}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography>Autumn collection</Typography>
            <Button size="small" variant="outlined" onClick={() => setPublished((current) => !current)}>
              {published ? 'Unpublish' : 'Publish'}
            </Button>
          </Stack>
          {published ? (
            <Portal container={() => noticeArea.current}>
              <Banner />
            </Portal>
          ) : null}
        </Paper>
        <Box ref={noticeArea} aria-live="polite" sx={{ minHeight: 48 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Clicks caught by the card&apos;s onClick: {clicks}. Clicks on the banner count too.
        </Typography>
      </Stack>
    </CampaignContext.Provider>
  );
}
