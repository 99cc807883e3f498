import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const QUERY = '(min-width: 600px)';

/** Records the value the hook returned on each render, so the sequence can be shown. */
function useHistory(value: boolean) {
  const [history, setHistory] = React.useState<boolean[]>([value]);
  // Adjusting state while rendering: React re-renders at once with the longer history.
  if (history[history.length - 1] !== value) {
    setHistory([...history, value]);
  }
  return history;
}

function Sequence({ label, values }: { label: string; values: boolean[] }) {
  return (
    <Typography variant="body2">
      <strong>{label}:</strong> {values.map(String).join(' → ')}
    </Typography>
  );
}

function WithNoSsr() {
  const history = useHistory(useMediaQuery(QUERY, { noSsr: true }));
  return <Sequence label="noSsr: true" values={history} />;
}

export default function ServerFirstRender() {
  const history = useHistory(useMediaQuery(QUERY));
  const withDefault = useHistory(useMediaQuery(QUERY, { defaultMatches: true }));

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Values returned for <code>{QUERY}</code>, render after render:
      </Typography>
      <Sequence label="default options" values={history} />
      <Sequence label="defaultMatches: true" values={withDefault} />
      {/* With noSsr the first client render already differs from the server, so this part renders only in the browser. */}
      <NoSsr fallback={<Sequence label="noSsr: true" values={[]} />}>
        <WithNoSsr />
      </NoSsr>
    </Stack>
  );
}
