import Box from '@mui/material/Box';

const badgeSx = {
  px: 1.5,
  py: 0.5,
  borderRadius: 1,
  fontSize: 14,
  bgcolor: 'action.selected',
  color: 'text.primary',
} as const;

export default function GridAlignment() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gridAutoRows: 72,
        justifyItems: 'start',
        alignItems: 'center',
        gap: 1,
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={badgeSx}>start</Box>
      <Box sx={badgeSx}>start</Box>
      <Box sx={{ ...badgeSx, justifySelf: 'end' }}>end</Box>
      <Box sx={{ ...badgeSx, justifySelf: 'center', alignSelf: 'start' }}>top center</Box>
      <Box sx={{ ...badgeSx, justifySelf: 'stretch', textAlign: 'center' }}>stretch</Box>
      <Box sx={{ ...badgeSx, placeSelf: 'end' }}>bottom end</Box>
    </Box>
  );
}
