import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Refunds', value: '17' },
  { label: 'Revenue', value: '$48.2k' },
];

export default function CardDividers() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Card sx={{ width: 260, maxWidth: '100%' }}>
        <CardContent>
          <Typography level="title-md">Delivery address</Typography>
          <Typography level="body-sm">14 Harbour Row, Leith, Edinburgh EH6 6LQ</Typography>
        </CardContent>
        <Divider />
        <CardContent>
          <Typography level="title-md">Delivery window</Typography>
          <Typography level="body-sm">Thursday, 08:00–12:00</Typography>
        </CardContent>
      </Card>
      <Card orientation="horizontal" sx={{ maxWidth: '100%' }}>
        {stats.flatMap((stat, index) => {
          const content = (
            <CardContent key={stat.label} sx={{ minWidth: 0 }}>
              <Typography level="body-xs">{stat.label}</Typography>
              <Typography level="title-lg">{stat.value}</Typography>
            </CardContent>
          );
          return index === 0 ? [content] : [<Divider key={`divider-${stat.label}`} />, content];
        })}
      </Card>
    </Box>
  );
}
