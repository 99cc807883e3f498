import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

interface Invoice {
  id: string;
  client: string;
  due: string; // ISO date, sorts as text
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
}

const initialInvoices: Invoice[] = [
  { id: 'INV-1042', client: 'Fjord Bakery', due: '2024-06-14', amount: 1280, status: 'Open' },
  { id: 'INV-1043', client: 'Atlas Print Co.', due: '2024-05-30', amount: 460, status: 'Overdue' },
  { id: 'INV-1044', client: 'Quill & Ledger', due: '2024-06-02', amount: 2975, status: 'Paid' },
  { id: 'INV-1045', client: 'Bright Orchard', due: '2024-06-21', amount: 740, status: 'Open' },
  { id: 'INV-1046', client: 'Civic Bikes', due: '2024-05-18', amount: 1890, status: 'Overdue' },
  { id: 'INV-1047', client: 'Nimbus Studio', due: '2024-06-09', amount: 310, status: 'Paid' },
];

type SortKey = 'client' | 'due' | 'amount';
type Order = 'ascending' | 'descending';

const statusColor = { Paid: 'success', Open: 'neutral', Overdue: 'danger' } as const;
const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'client', label: 'Client' },
  { key: 'due', label: 'Due' },
  { key: 'amount', label: 'Amount', numeric: true },
];

export default function SortAndSelection() {
  const [invoices, setInvoices] = React.useState(initialInvoices);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [sortKey, setSortKey] = React.useState<SortKey>('due');
  const [order, setOrder] = React.useState<Order>('ascending');

  const sorted = React.useMemo(() => {
    const direction = order === 'ascending' ? 1 : -1;
    return [...invoices].sort((a, b) => (a[sortKey] < b[sortKey] ? -direction : a[sortKey] > b[sortKey] ? direction : 0));
  }, [invoices, sortKey, order]);

  const allSelected = invoices.length > 0 && selected.length === invoices.length;

  const sortBy = (key: SortKey) => {
    setOrder(key === sortKey && order === 'ascending' ? 'descending' : 'ascending');
    setSortKey(key);
  };

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          minHeight: 52,
          bgcolor: selected.length ? 'primary.softBg' : 'transparent',
        }}
      >
        <Typography level="title-md" role="status" sx={{ flex: 1 }}>
          {selected.length ? `${selected.length} selected` : 'Invoices'}
        </Typography>
        {selected.length > 0 && (
          <Button
            size="sm"
            color="danger"
            variant="soft"
            startDecorator={<DeleteOutline />}
            onClick={() => {
              setInvoices((current) => current.filter((invoice) => !selected.includes(invoice.id)));
              setSelected([]);
            }}
          >
            Delete
          </Button>
        )}
      </Box>
      <Box tabIndex={0} role="region" aria-label="Invoices, scrollable" sx={{ overflowX: 'auto' }}>
        <Table
          hoverRow
          aria-label="Invoices"
          sx={{ minWidth: 480, '--TableCell-paddingX': '12px', '& tr[data-selected] td': { bgcolor: 'primary.softBg' } }}
        >
          <thead>
            <tr>
              <th style={{ width: 48 }}>
                <Checkbox
                  size="sm"
                  slotProps={{ input: { 'aria-label': 'Select all invoices' } }}
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  onChange={(event) => setSelected(event.target.checked ? invoices.map((invoice) => invoice.id) : [])}
                  sx={{ verticalAlign: 'text-bottom' }}
                />
              </th>
              {columns.map((column) => {
                const active = sortKey === column.key;
                return (
                  <th
                    key={column.key}
                    aria-sort={active ? order : undefined}
                    style={{ width: column.key === 'client' ? '34%' : undefined, textAlign: column.numeric ? 'right' : undefined }}
                  >
                    {/* A button in the header: the column name is its label, the arrow shows the order. */}
                    <Link
                      component="button"
                      underline="none"
                      color="neutral"
                      textColor={active ? 'primary.plainColor' : undefined}
                      fontWeight="lg"
                      onClick={() => sortBy(column.key)}
                      endDecorator={<ArrowDownward sx={{ opacity: active ? 1 : 0.3, transition: '0.2s' }} />}
                      sx={{
                        '& svg': { transform: active && order === 'ascending' ? 'rotate(180deg)' : 'none' },
                        flexDirection: column.numeric ? 'row-reverse' : 'row',
                        gap: 0.5,
                      }}
                    >
                      {column.label}
                    </Link>
                  </th>
                );
              })}
              <th style={{ width: 100 }}>Status</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((invoice) => {
              const checked = selected.includes(invoice.id);
              return (
                <tr key={invoice.id} data-selected={checked || undefined}>
                  <td>
                    <Checkbox
                      size="sm"
                      slotProps={{ input: { 'aria-label': `Select ${invoice.id}, ${invoice.client}` } }}
                      checked={checked}
                      onChange={(event) =>
                        setSelected((current) =>
                          event.target.checked ? [...current, invoice.id] : current.filter((id) => id !== invoice.id),
                        )
                      }
                      sx={{ verticalAlign: 'text-bottom' }}
                    />
                  </td>
                  <td>{invoice.client}</td>
                  <td>{invoice.due}</td>
                  <td style={{ textAlign: 'right' }}>{euro.format(invoice.amount)}</td>
                  <td>
                    <Chip size="sm" variant="soft" color={statusColor[invoice.status]}>
                      {invoice.status}
                    </Chip>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Box>
    </Sheet>
  );
}
