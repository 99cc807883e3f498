import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';

// Weekly active readers over twelve weeks (sample data).
const weeks = [3.1, 3.4, 3.2, 3.8, 4.0, 3.9, 4.4, 4.6, 4.5, 5.1, 5.4, 5.9];
const max = Math.max(...weeks);

export default function InversionChartCard() {
  return (
    <Card variant="solid" color="success" invertedColors sx={{ width: '100%', maxWidth: 400 }}>
      <div>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography level="body-sm">Weekly active readers</Typography>
            <Typography level="h2" component="p">
              5,900
            </Typography>
          </div>
          <Chip size="sm" variant="soft" startDecorator={<TrendingUpRounded />}>
            +9%
          </Chip>
        </Box>
        <Box
          component="svg"
          viewBox="0 0 240 60"
          role="img"
          aria-label="Bar chart: readers grew from 3,100 to 5,900 a week over twelve weeks"
          sx={{ width: '100%', height: 72, color: 'text.secondary', display: 'block' }}
        >
          {weeks.map((value, index) => {
            const height = (value / max) * 56;
            return (
              <rect
                key={index}
                x={index * 20 + 3}
                y={60 - height}
                width={14}
                height={height}
                rx={3}
                fill="currentColor"
                opacity={index === weeks.length - 1 ? 1 : 0.55}
              />
            );
          })}
        </Box>
      </div>
      <Divider inset="none" />
      <CardContent orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <div>
          <Typography level="body-xs">New subscribers</Typography>
          <Typography level="title-md">412</Typography>
        </div>
        <Divider orientation="vertical" />
        <div>
          <Typography level="body-xs">Avg. reading time</Typography>
          <Typography level="title-md">4 min 20 s</Typography>
        </div>
        <Divider orientation="vertical" />
        <div>
          <Typography level="body-xs">Unsubscribed</Typography>
          <Typography level="title-md">23</Typography>
        </div>
      </CardContent>
    </Card>
  );
}
