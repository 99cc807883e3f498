import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

// A key of your own next to the built-in ones. In an app, declare it once with module
// augmentation (see the page); here a local type keeps the demo self-contained.
type InvoiceStatus = 'paid' | 'due' | 'overdue';
type AppTheme = Theme & { invoiceStatus: Record<InvoiceStatus, { background: string; text: string }> };

function withInvoiceStatus(outerTheme: Theme): AppTheme {
  return {
    ...outerTheme,
    invoiceStatus: {
      paid: { background: '#1b5e20', text: '#ffffff' },
      due: { background: '#8a5300', text: '#ffffff' },
      overdue: { background: '#a4161a', text: '#ffffff' },
    },
  };
}

function StatusChip({ status }: { status: InvoiceStatus }) {
  const theme = useTheme<AppTheme>();
  const { background, text } = theme.invoiceStatus[status];
  return <Chip size="small" label={status} sx={{ bgcolor: background, color: text, textTransform: 'capitalize' }} />;
}

const invoices: { id: string; client: string; amount: string; status: InvoiceStatus }[] = [
  { id: 'INV-2031', client: 'Northwind Bakery', amount: '€ 420.00', status: 'paid' },
  { id: 'INV-2032', client: 'Lumen Studio', amount: '€ 1,280.00', status: 'due' },
  { id: 'INV-2027', client: 'Harbor Cycles', amount: '€ 96.50', status: 'overdue' },
];

export default function CustomThemeVariables() {
  return (
    <ThemeProvider theme={withInvoiceStatus}>
      <List aria-label="Invoices" sx={{ width: '100%', maxWidth: 420 }}>
        {invoices.map((invoice) => (
          <ListItem key={invoice.id} divider secondaryAction={<StatusChip status={invoice.status} />}>
            <ListItemText primary={invoice.client} secondary={`${invoice.id} · ${invoice.amount}`} />
          </ListItem>
        ))}
      </List>
    </ThemeProvider>
  );
}
