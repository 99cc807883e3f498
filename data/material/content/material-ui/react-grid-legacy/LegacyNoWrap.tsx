import Avatar from '@mui/material/Avatar';
import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const subject = 'Re: Updated floor plan for the third-floor meeting rooms, including the new booking rules for the quiet area';

function Message({ zeroMinWidth }: { zeroMinWidth: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, overflow: 'hidden' }}>
      <GridLegacy container spacing={2} wrap="nowrap" sx={{ alignItems: 'center' }}>
        <GridLegacy item>
          <Avatar>JM</Avatar>
        </GridLegacy>
        <GridLegacy item xs zeroMinWidth={zeroMinWidth}>
          <Typography noWrap>{subject}</Typography>
        </GridLegacy>
      </GridLegacy>
    </Paper>
  );
}

export default function LegacyNoWrap() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Typography variant="body2">Without zeroMinWidth: the text pushes past the edge</Typography>
      <Message zeroMinWidth={false} />
      <Typography variant="body2">With zeroMinWidth: the text is cut with an ellipsis</Typography>
      <Message zeroMinWidth />
    </Stack>
  );
}
