import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

const tags = ['accessibility', 'dark mode', 'forms', 'performance', 'i18n', 'testing', 'animations', 'charts', 'routing'];

export default function FlexGapStack() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Margins (default): wrapped lines start with a gap and have none between them
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag) => (
            <Chip key={tag} variant="outlined">
              {tag}
            </Chip>
          ))}
        </Stack>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          useFlexGap: the same gap between every chip, on every line
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag) => (
            <Chip key={tag} variant="outlined">
              {tag}
            </Chip>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
