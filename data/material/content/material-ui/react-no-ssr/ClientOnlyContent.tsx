import * as React from 'react';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Reads browser-only values: on the server these do not exist, and they differ from reader to reader. */
function BrowserDetails() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        Your local time: <strong>{time}</strong>
      </Typography>
      <Typography variant="body2">
        Time zone: <strong>{zone}</strong>
      </Typography>
      <Typography variant="body2">
        Window width: <strong>{window.innerWidth} px</strong>
      </Typography>
    </Stack>
  );
}

function Placeholder() {
  return (
    <Stack spacing={0.5} aria-hidden>
      <Skeleton width={180} />
      <Skeleton width={220} />
      <Skeleton width={160} />
    </Stack>
  );
}

export default function ClientOnlyContent() {
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Paper variant="outlined" sx={{ p: 2, width: 280 }}>
          <Typography variant="overline" component="p">
            Rendered on the server
          </Typography>
          <Typography variant="body2">Opening hours: 09:00–18:00, Monday to Saturday.</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, width: 280 }}>
          <Typography variant="overline" component="p">
            NoSsr with a fallback
          </Typography>
          {/* The server sends the skeletons; the details replace them right after mount. */}
          <NoSsr key={run} fallback={<Placeholder />}>
            <BrowserDetails />
          </NoSsr>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, width: 280 }}>
          <Typography variant="overline" component="p">
            NoSsr with defer
          </Typography>
          {/* defer waits until after the browser has painted the fallback once. */}
          <NoSsr key={run} defer fallback={<Placeholder />}>
            <BrowserDetails />
          </NoSsr>
        </Paper>
      </Stack>
      <Button variant="outlined" onClick={() => setRun((count) => count + 1)}>
        Mount again
      </Button>
    </Stack>
  );
}
