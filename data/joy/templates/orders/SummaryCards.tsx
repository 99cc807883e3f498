import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import ReplayRoundedIcon from '@mui/icons-material/ReplayRounded';
import ShoppingBagRoundedIcon from '@mui/icons-material/ShoppingBagRounded';
import { formatMoney } from './data';
import type { Summary } from './query';

interface Figure {
  label: string;
  value: string;
  note: string;
  icon: React.ReactElement;
  color: ColorPaletteProp;
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Four figures over all orders of the last 30 days, whatever the table's filters. */
export default function SummaryCards({ summary }: { summary: Summary }) {
  const figures: Figure[] = [
    {
      label: 'Orders today',
      value: String(summary.ordersToday),
      note: `${summary.pendingToday} awaiting payment`,
      icon: <ShoppingBagRoundedIcon />,
      color: 'primary',
    },
    {
      label: 'Revenue',
      value: formatMoney(summary.revenue),
      note: `from ${plural(summary.paidCount, 'paid order')}`,
      icon: <PaymentsRoundedIcon />,
      color: 'success',
    },
    {
      label: 'Refunds',
      value: formatMoney(summary.refunds),
      note: `${plural(summary.refundCount, 'order')} refunded`,
      icon: <ReplayRoundedIcon />,
      color: 'warning',
    },
    {
      label: 'Average order value',
      value: formatMoney(summary.averageOrder),
      note: 'per paid order',
      icon: <ReceiptLongRoundedIcon />,
      color: 'neutral',
    },
  ];

  return (
    <Box
      component="section"
      aria-label="Summary"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {figures.map(({ label, value, note, icon, color }) => (
        <Card key={label} variant="outlined" sx={{ gap: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography level="title-sm" component="h2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Sheet
              variant="soft"
              color={color}
              sx={{ display: { xs: 'none', sm: 'grid' }, placeItems: 'center', width: 32, height: 32, borderRadius: 'sm', flexShrink: 0 }}
            >
              {icon}
            </Sheet>
          </Box>
          <Typography level="h3" component="p" sx={{ fontSize: { xs: 'lg', sm: 'xl2' }, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
          <Typography level="body-xs">{note}</Typography>
        </Card>
      ))}
    </Box>
  );
}
