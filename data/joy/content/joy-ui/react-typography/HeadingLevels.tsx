import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function HeadingLevels() {
  return (
    <Stack spacing={1.5}>
      <Typography level="h1">h1 · Annual report 2024</Typography>
      <Typography level="h2">h2 · A year of steady growth</Typography>
      <Typography level="h3">h3 · Revenue by region</Typography>
      <Typography level="h4">h4 · Northern Europe</Typography>
    </Stack>
  );
}
