import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

// A status chip with a coloured dot, reusable across the app.
const StatusChip = styled(Chip)(({ theme }) => ({
  '--Chip-radius': theme.vars.radius.sm,
  fontWeight: theme.vars.fontWeight.lg,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  '&::before': {
    content: '""',
    width: 6,
    height: 6,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
  },
}));

export default function CustomizedChips() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusChip size="sm" color="success">
          Live
        </StatusChip>
        <StatusChip size="sm" color="warning">
          Paused
        </StatusChip>
        <StatusChip size="sm" color="neutral">
          Draft
        </StatusChip>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip variant="outlined" sx={{ '--Chip-radius': '4px', '--Chip-minHeight': '2rem', '--Chip-paddingInline': '0.875rem' }}>
          Square tag via sx
        </Chip>
        <Chip
          variant="solid"
          sx={{
            background: 'linear-gradient(90deg, #5b21b6, #be185d)',
            color: '#fff',
          }}
        >
          Gradient via sx
        </Chip>
      </Stack>
    </Stack>
  );
}
