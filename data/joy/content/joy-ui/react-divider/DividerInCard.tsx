import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerInCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Card variant="outlined" sx={{ width: 260 }}>
        <CardContent>
          <Typography level="title-md">Team plan</Typography>
          <Typography level="body-sm">Up to 25 members</Typography>
        </CardContent>
        {/* Horizontal in a vertical card; reaches both edges (inset="context"). */}
        <Divider />
        <CardContent>
          <Typography level="body-sm">Billed yearly, €96 per member.</Typography>
        </CardContent>
        <Divider inset="none" />
        <Typography level="body-xs">inset=&quot;none&quot; keeps the line inside the padding.</Typography>
      </Card>
      <Card variant="outlined" orientation="horizontal" sx={{ width: 320, maxWidth: '100%' }}>
        <AspectRatio ratio="1" sx={{ width: 64, borderRadius: 'sm' }}>
          <Box sx={{ background: 'linear-gradient(135deg, #0e7490, #155e75)' }} />
        </AspectRatio>
        {/* Vertical in a horizontal card; reaches the top and bottom edges. */}
        <Divider />
        <CardContent>
          <Typography level="title-md">Harbour walk</Typography>
          <Typography level="body-sm">6.2 km · 1 h 40 min</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
