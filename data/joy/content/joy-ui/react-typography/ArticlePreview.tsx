import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';

export default function ArticlePreview() {
  return (
    <Card variant="outlined" component="article" sx={{ maxWidth: 380 }}>
      <AspectRatio ratio="16/7" sx={{ borderRadius: 'sm' }}>
        <Box sx={{ background: 'linear-gradient(120deg, #14532d, #3f6212 55%, #a16207)' }} />
      </AspectRatio>
      <Typography
        level="body-xs"
        textColor="success.plainColor"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 'lg' }}
      >
        Gardening
      </Typography>
      <Typography level="title-lg" component="h3">
        <Link href="?section=article-no-dig" overlay underline="none" textColor="inherit">
          No-dig beds, one year on
        </Link>
      </Typography>
      <Typography level="body-sm">
        We stopped turning the soil last spring. Here is what happened to the weeds, the worms and the{' '}
        <Typography fontWeight="lg" textColor="text.primary">
          potato harvest
        </Typography>
        .
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Avatar size="sm" variant="soft" color="success">
          RB
        </Avatar>
        <Typography level="body-xs" sx={{ flex: 1 }}>
          Rosa Bianchi
        </Typography>
        <Typography level="body-xs" startDecorator={<ScheduleOutlined />}>
          6 min read
        </Typography>
      </Box>
    </Card>
  );
}
