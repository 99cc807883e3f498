import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CookieOutlined from '@mui/icons-material/CookieOutlined';

export default function SheetInvertedColors() {
  const [choice, setChoice] = React.useState<string | null>(null);
  return (
    <Box sx={{ width: '100%' }}>
      <Sheet
        variant="solid"
        color="primary"
        invertedColors
        sx={{
          p: 2,
          borderRadius: 'md',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <CookieOutlined sx={{ fontSize: '2rem' }} />
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography level="title-md">We use a few cookies</Typography>
          <Typography level="body-sm">Essential ones keep you signed in. Optional ones help us see which pages are useful.</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="soft" onClick={() => setChoice('Only essential cookies are on.')}>
            Essential only
          </Button>
          <Button variant="solid" onClick={() => setChoice('All cookies are on.')}>
            Accept all
          </Button>
          <IconButton variant="plain" aria-label="Close the cookie notice" onClick={() => setChoice('Notice closed.')}>
            <CloseRounded />
          </IconButton>
        </Box>
      </Sheet>
      <Typography role="status" level="body-sm" sx={{ mt: 1, minHeight: '1.25rem' }}>
        {choice}
      </Typography>
    </Box>
  );
}
