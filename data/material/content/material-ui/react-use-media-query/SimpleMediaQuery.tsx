import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function SimpleMediaQuery() {
  const wide = useMediaQuery('(min-width: 700px)');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        (min-width: 700px)
      </Typography>
      <Chip
        role="status"
        color={wide ? 'success' : 'default'}
        label={wide ? 'matches' : 'does not match'}
        aria-label={`The query ${wide ? 'matches' : 'does not match'}`}
      />
    </Stack>
  );
}
