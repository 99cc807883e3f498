import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import ClearRoundedIcon from '@mui/icons-material/ClearRounded';
import FilterAltOffRoundedIcon from '@mui/icons-material/FilterAltOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { CUSTOMERS, STATUSES, type OrderStatus } from './data';
import { NO_FILTERS, type Filters } from './query';
import { STATUS_LABEL, StatusIcon } from './StatusChip';

interface OrderFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

const ALL = 'all';

/** Search, status and customer: each narrows the table as soon as it changes. */
export default function OrderFilters({ filters, onChange }: OrderFiltersProps) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const filtered = filters.search !== '' || filters.status !== null || filters.customer !== null;

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter orders"
      onSubmit={(event: React.FormEvent) => event.preventDefault()}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'minmax(220px, 2fr) minmax(140px, 1fr) minmax(160px, 1fr) auto',
        },
        alignItems: 'end',
        gap: 1.5,
      }}
    >
      <FormControl size="sm" sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <FormLabel>Search orders</FormLabel>
        <Input
          type="search"
          placeholder="Order number, name or email"
          startDecorator={<SearchRounded />}
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
          endDecorator={
            filters.search ? (
              <IconButton size="sm" variant="plain" color="neutral" aria-label="Clear search" onClick={() => set({ search: '' })}>
                <ClearRoundedIcon />
              </IconButton>
            ) : null
          }
          sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Status</FormLabel>
        <Select
          value={filters.status ?? ALL}
          onChange={(_event, value) => set({ status: !value || value === ALL ? null : (value as OrderStatus) })}
        >
          <Option value={ALL}>All statuses</Option>
          {STATUSES.map((status) => (
            <Option key={status} value={status}>
              <StatusIcon status={status} />
              {STATUS_LABEL[status]}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Customer</FormLabel>
        <Select
          value={filters.customer ?? ALL}
          onChange={(_event, value) => set({ customer: !value || value === ALL ? null : value })}
          slotProps={{ listbox: { sx: { maxHeight: 320 } } }}
        >
          <Option value={ALL}>All customers</Option>
          {CUSTOMERS.map((customer) => (
            <Option key={customer.id} value={customer.id}>
              {customer.name}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Button
        size="sm"
        variant="plain"
        color="neutral"
        startDecorator={<FilterAltOffRoundedIcon />}
        disabled={!filtered}
        onClick={() => onChange(NO_FILTERS)}
        sx={{
          display: { xs: filtered ? 'inline-flex' : 'none', md: 'inline-flex' },
          gridColumn: { xs: '1 / -1', md: 'auto' },
          justifySelf: { xs: 'start', md: 'auto' },
        }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
