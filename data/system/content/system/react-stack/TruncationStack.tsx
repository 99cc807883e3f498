import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const message = 'Reminder: the quarterly planning workshop moves to the large meeting room on the third floor, starting at 9:30.';

function Row({ fixed }: { fixed: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          fontSize: 14,
        }}
      >
        OK
      </Box>
      <Box sx={fixed ? { minWidth: 0 } : undefined}>
        <Box sx={{ fontWeight: 500, color: 'text.primary' }}>Office news</Box>
        <Box
          sx={{
            fontSize: 14,
            color: 'text.secondary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {message}
        </Box>
      </Box>
    </Stack>
  );
}

export default function TruncationStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary' }}>Without minWidth: 0</Box>
        <Row fixed={false} />
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary' }}>With minWidth: 0</Box>
        <Row fixed />
      </div>
    </Stack>
  );
}
