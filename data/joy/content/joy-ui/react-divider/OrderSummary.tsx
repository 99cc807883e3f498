import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

const lines = [
  { item: 'Linen duvet cover, double', price: 89 },
  { item: 'Pillowcases, set of two', price: 34 },
  { item: 'Delivery', price: 0 },
];

const format = (value: number) => (value === 0 ? 'Free' : `€${value.toFixed(2)}`);

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography level={strong ? 'title-md' : 'body-sm'}>{label}</Typography>
      <Typography level={strong ? 'title-md' : 'body-sm'}>{value}</Typography>
    </Box>
  );
}

export default function OrderSummary() {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return (
    <Card variant="outlined" sx={{ maxWidth: 360, gap: 1.5 }}>
      <Typography level="title-lg">Order summary</Typography>
      <Divider />
      {lines.map((line) => (
        <Row key={line.item} label={line.item} value={format(line.price)} />
      ))}
      <Divider inset="none" />
      <Row label="Total (incl. VAT)" value={format(total)} strong />
      <Divider>
        <Typography level="body-xs">Paid with card ending 4417</Typography>
      </Divider>
      <Typography level="body-xs" sx={{ textAlign: 'center' }}>
        Arrives Thursday, 12 June
      </Typography>
    </Card>
  );
}
