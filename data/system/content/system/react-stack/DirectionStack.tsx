import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const pill = {
  px: 1.5,
  py: 0.5,
  borderRadius: 4,
  fontSize: 14,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  bgcolor: 'background.paper',
} as const;

export default function DirectionStack() {
  return (
    <Stack spacing={3}>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary', fontFamily: 'monospace' }}>direction=&quot;row&quot;</Box>
        <Stack direction="row" spacing={1}>
          <Box sx={pill}>Design</Box>
          <Box sx={pill}>Research</Box>
          <Box sx={pill}>Writing</Box>
        </Stack>
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary', fontFamily: 'monospace' }}>direction=&quot;row-reverse&quot;</Box>
        <Stack direction="row-reverse" spacing={1}>
          <Box sx={pill}>Design</Box>
          <Box sx={pill}>Research</Box>
          <Box sx={pill}>Writing</Box>
        </Stack>
      </div>
    </Stack>
  );
}
