import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';

const guides = [
  {
    id: 'pruning',
    title: 'Pruning fruit trees in late winter',
    topic: 'Gardening',
    minutes: 8,
    background: 'linear-gradient(135deg, #14532d, #4d7c0f)',
  },
  {
    id: 'sourdough',
    title: 'A sourdough starter in seven days',
    topic: 'Baking',
    minutes: 12,
    background: 'linear-gradient(135deg, #78350f, #b45309)',
  },
];

export default function ClickableCard() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {guides.map((guide) => (
        <Card
          key={guide.id}
          variant="outlined"
          sx={{
            width: 260,
            maxWidth: '100%',
            transition: 'box-shadow 0.2s, border-color 0.2s',
            '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedHoverBorder' },
          }}
        >
          <AspectRatio ratio="16/9">
            <Box sx={{ background: guide.background, color: '#fff', '--Icon-color': '#fff' }}>
              <MenuBookRounded sx={{ fontSize: '2.5rem' }} />
            </Box>
          </AspectRatio>
          <CardContent>
            <Typography level="title-md" component="h3">
              <Link overlay underline="none" href={`?section=guide-${guide.id}`} textColor="text.primary">
                {guide.title}
              </Link>
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Chip size="sm" variant="soft">
                {guide.topic}
              </Chip>
              <Typography level="body-xs">{guide.minutes} min read</Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
