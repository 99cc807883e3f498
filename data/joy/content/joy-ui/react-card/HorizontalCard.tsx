import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';

export default function HorizontalCard() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 420, maxWidth: '100%' }}>
      <AspectRatio ratio="1" sx={{ width: { xs: 72, sm: 96 }, flexShrink: 0 }}>
        <Box
          sx={{
            background: 'linear-gradient(135deg, #065f46, #0d9488)',
            color: '#fff',
            fontWeight: 'xl',
            fontSize: 'xl2',
          }}
        >
          FS
        </Box>
      </AspectRatio>
      <CardContent sx={{ minWidth: 0 }}>
        <Typography level="body-xs">Field Sounds · Episode 48</Typography>
        <Typography level="title-md" component="h3">
          Recording birdsong before sunrise
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 'auto' }}>
          <Chip size="sm" variant="soft" color="success">
            New
          </Chip>
          <Typography level="body-xs">42 min</Typography>
        </Box>
      </CardContent>
      <IconButton aria-label="Play episode 48" variant="solid" color="primary" sx={{ alignSelf: 'center', borderRadius: '50%' }}>
        <PlayArrowRounded />
      </IconButton>
    </Card>
  );
}
