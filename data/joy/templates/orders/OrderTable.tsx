import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import { formatDay, formatMoney, formatTime, initialsOf, itemCountOf, totalOf, type Order } from './data';
import type { Sort, SortKey } from './query';
import RowMenu, { type ActionHandler } from './RowMenu';
import StatusChip from './StatusChip';
import visuallyHidden from './visuallyHidden';

interface OrderTableProps {
  rows: Order[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  sort: Sort;
  onSort: (key: SortKey) => void;
  onAction: ActionHandler;
}

const COLUMNS: { key: SortKey; label: string; width?: number; align?: 'right' }[] = [
  { key: 'id', label: 'Order', width: 96 },
  { key: 'placedAt', label: 'Date', width: 130 },
  { key: 'customer', label: 'Customer' },
  { key: 'status', label: 'Status', width: 130 },
  { key: 'total', label: 'Total', width: 110, align: 'right' },
];

/** The orders of one page: sortable columns, a checkbox per row and a menu of actions. */
export default function OrderTable({ rows, selected, onSelect, sort, onSort, onAction }: OrderTableProps) {
  const ids = rows.map((order) => order.id);
  const checkedCount = ids.filter((id) => selected.has(id)).length;
  const allChecked = ids.length > 0 && checkedCount === ids.length;
  const someChecked = checkedCount > 0 && !allChecked;

  return (
    <Sheet
      variant="outlined"
      sx={{
        borderRadius: 'md',
        overflow: 'auto',
        // The header stays in view while the rows scroll inside the sheet.
        maxHeight: 'min(640px, calc(100dvh - 160px))',
        minHeight: 0,
      }}
    >
      <Table
        stickyHeader
        hoverRow
        aria-label="Orders"
        sx={{
          minWidth: 720,
          '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
          '--Table-headerUnderlineThickness': '1px',
          '--TableRow-hoverBackground': 'var(--joy-palette-background-level1)',
          '--TableCell-paddingY': '6px',
          '--TableCell-paddingX': '12px',
          '& tbody tr[data-selected="true"]': { bgcolor: 'primary.softBg' },
          '& td': { verticalAlign: 'middle' },
        }}
      >
        <thead>
          <tr>
            <th style={{ width: 48, textAlign: 'center' }}>
              <Checkbox
                size="sm"
                checked={allChecked}
                indeterminate={someChecked}
                disabled={ids.length === 0}
                onChange={(event) => onSelect(ids, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-label': 'Select every order on this page',
                    // A native checkbox states "mixed" through its `indeterminate` property, not `aria-checked`.
                    'aria-checked': undefined,
                    ref: (input: HTMLInputElement | null) => {
                      if (input) {
                        input.indeterminate = someChecked;
                      }
                    },
                  },
                }}
                sx={{ verticalAlign: 'middle' }}
              />
            </th>
            {COLUMNS.map(({ key, label, width, align }) => {
              const active = sort.key === key;
              const Arrow = active && sort.direction === 'asc' ? ArrowUpwardRoundedIcon : ArrowDownwardRoundedIcon;
              return (
                <th
                  key={key}
                  style={{ width, textAlign: align }}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <Link
                    component="button"
                    type="button"
                    underline="none"
                    color={active ? 'primary' : 'neutral'}
                    textColor={active ? undefined : 'text.secondary'}
                    onClick={() => onSort(key)}
                    endDecorator={<Arrow sx={{ fontSize: 'md', opacity: active ? 1 : 0, transition: 'opacity 0.15s' }} />}
                    sx={{
                      fontWeight: 'lg',
                      fontSize: 'sm',
                      '&:hover svg, &:focus-visible svg': { opacity: active ? 1 : 0.5 },
                    }}
                  >
                    {label}
                  </Link>
                </th>
              );
            })}
            <th style={{ width: 56 }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => {
            const checked = selected.has(order.id);
            return (
              <tr key={order.id} data-selected={checked}>
                <td style={{ textAlign: 'center' }}>
                  <Checkbox
                    size="sm"
                    checked={checked}
                    onChange={(event) => onSelect([order.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select order ${order.id}` } }}
                    sx={{ verticalAlign: 'middle' }}
                  />
                </td>
                <td>
                  <Link
                    component="button"
                    type="button"
                    level="title-sm"
                    onClick={(event: React.MouseEvent<HTMLButtonElement>) => onAction('view', [order], event.currentTarget)}
                    aria-label={`Order ${order.id}, view details`}
                  >
                    {order.id}
                  </Link>
                </td>
                <td>
                  <Typography level="body-sm" textColor="text.primary">
                    {formatDay(order.placedAt)}
                  </Typography>
                  <Typography level="body-xs">{formatTime(order.placedAt)}</Typography>
                </td>
                <td>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
                    <Avatar size="sm" variant="soft">
                      {initialsOf(order.customer.name)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography level="title-sm" noWrap>
                        {order.customer.name}
                      </Typography>
                      <Typography level="body-xs" noWrap>
                        {order.customer.email}
                      </Typography>
                    </Box>
                  </Box>
                </td>
                <td>
                  <StatusChip status={order.status} />
                </td>
                <td style={{ textAlign: 'right' }}>
                  <Typography level="title-sm" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(totalOf(order))}
                  </Typography>
                  <Typography level="body-xs">
                    {itemCountOf(order)} {itemCountOf(order) === 1 ? 'item' : 'items'}
                  </Typography>
                </td>
                <td style={{ textAlign: 'right' }}>
                  <RowMenu order={order} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}
