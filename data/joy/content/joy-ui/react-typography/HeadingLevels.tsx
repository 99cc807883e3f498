import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function HeadingLevels() {
  return (
    // component="p": the sample headings would join the outline of the page that shows them.
    <Stack spacing={1.5}>
      <Typography level="h1" component="p">
        h1 · Annual report 2024
      </Typography>
      <Typography level="h2" component="p">
        h2 · A year of steady growth
      </Typography>
      <Typography level="h3" component="p">
        h3 · Revenue by region
      </Typography>
      <Typography level="h4" component="p">
        h4 · Northern Europe
      </Typography>
    </Stack>
  );
}
