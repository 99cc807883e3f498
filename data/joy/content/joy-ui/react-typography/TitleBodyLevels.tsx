import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const titles = ['title-lg', 'title-md', 'title-sm'] as const;
const bodies = ['body-lg', 'body-md', 'body-sm', 'body-xs'] as const;

export default function TitleBodyLevels() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
      <Stack spacing={1.5}>
        {titles.map((level) => (
          <Typography key={level} level={level}>
            {level} · Order shipped
          </Typography>
        ))}
      </Stack>
      <Stack spacing={1.5}>
        {bodies.map((level) => (
          <Typography key={level} level={level}>
            {level} · Your parcel left the depot at 06:40.
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}
