import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';

// styled() on a Joy component keeps its props (variant, color…) and adds styles from the theme.
const StatTile = styled(Sheet)(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.md,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 150,
  flex: '1 1 150px',
}));

// A small component when the reusable piece needs props of its own.
function Stat({ label, value, change }: { label: string; value: string; change: number }) {
  const up = change >= 0;
  return (
    <StatTile variant="outlined">
      <Typography level="body-xs">{label}</Typography>
      <Typography level="h3" component="p">
        {value}
      </Typography>
      <Typography level="body-xs" color={up ? 'success' : 'danger'} startDecorator={up ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}>
        <span>
          {up ? 'Up' : 'Down'} {Math.abs(change)}% on last month
        </span>
      </Typography>
    </StatTile>
  );
}

export default function ReusableStyled() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <Stat label="Orders" value="1,284" change={8.2} />
      <Stat label="Refunds" value="37" change={-12.5} />
      <Stat label="Avg. basket" value="€46.10" change={1.4} />
    </Box>
  );
}
