import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyBasics() {
  return (
    <Box component="article" sx={{ maxWidth: 520 }}>
      <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', mb: 1 }}>
        Field guide
      </Typography>
      <Typography level="h2" sx={{ mb: 1 }}>
        Reading the weather from clouds
      </Typography>
      <Typography level="title-md" sx={{ mb: 2 }}>
        Five shapes worth knowing before a long walk in the hills
      </Typography>
      <Typography level="body-md">
        High, thin streaks often arrive a day ahead of a warm front. Towering, cauliflower-topped clouds that keep growing through the
        afternoon are the ones to watch: they can turn into thunderstorms within an hour.
      </Typography>
    </Box>
  );
}
