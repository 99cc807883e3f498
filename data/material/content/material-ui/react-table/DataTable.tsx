import * as React from 'react';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: number;
  ageHours: number;
}

type Order = 'asc' | 'desc';

const priorityLabels = ['Low', 'Normal', 'High', 'Urgent'];

const subjects = [
  'Cannot reset password',
  'Invoice shows wrong VAT',
  'Export to CSV times out',
  'Add a second admin',
  'App crashes on login',
  'Change billing email',
  'Webhook returns 401',
  'Request for refund',
  'Two-factor code not received',
  'Dark mode contrast issue',
  'Import stuck at 99%',
  'Update company address',
];

const requesters = ['L. Haddad', 'M. Ivanova', 'P. Osei', 'R. Gupta', 'S. Moreau', 'T. Nakamura'];

const initialTickets: Ticket[] = subjects.map((subject, index) => ({
  id: 4210 + index,
  subject,
  requester: requesters[index % requesters.length],
  priority: (index * 5) % 4,
  ageHours: 2 + ((index * 29) % 90),
}));

const columns: { id: keyof Ticket; label: string; numeric: boolean }[] = [
  { id: 'id', label: 'Ticket', numeric: false },
  { id: 'subject', label: 'Subject', numeric: false },
  { id: 'requester', label: 'Requester', numeric: false },
  { id: 'priority', label: 'Priority', numeric: false },
  { id: 'ageHours', label: 'Age (h)', numeric: true },
];

function compare(a: Ticket, b: Ticket, orderBy: keyof Ticket) {
  const x = a[orderBy];
  const y = b[orderBy];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

export default function DataTable() {
  const [tickets, setTickets] = React.useState(initialTickets);
  const [order, setOrder] = React.useState<Order>('desc');
  const [orderBy, setOrderBy] = React.useState<keyof Ticket>('priority');
  const [selected, setSelected] = React.useState<number[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [dense, setDense] = React.useState(false);

  const handleSort = (column: keyof Ticket) => {
    const isAsc = orderBy === column && order === 'asc';
    setOrder(isAsc ? 'desc' : 'asc');
    setOrderBy(column);
  };

  const handleSelectAll = (event: React.ChangeEvent<HTMLInputElement>) => {
    setSelected(event.target.checked ? tickets.map((ticket) => ticket.id) : []);
  };

  const toggleRow = (id: number) => {
    setSelected((prev) => (prev.includes(id) ? prev.filter((item) => item !== id) : [...prev, id]));
  };

  const handleArchive = () => {
    const remaining = tickets.filter((ticket) => !selected.includes(ticket.id));
    setTickets(remaining.length > 0 ? remaining : initialTickets);
    setSelected([]);
    setPage(0);
  };

  const visibleRows = React.useMemo(() => {
    const sorted = [...tickets].sort((a, b) => (order === 'asc' ? compare(a, b, orderBy) : -compare(a, b, orderBy)));
    return sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  }, [tickets, order, orderBy, page, rowsPerPage]);

  // Keeps the table height stable on the last page.
  const emptyRows = Math.max(0, (page + 1) * rowsPerPage - tickets.length);
  const numSelected = selected.length;

  return (
    <Box sx={{ width: '100%' }}>
      <Paper sx={{ width: '100%', mb: 1 }}>
        <Toolbar
          sx={[
            { pl: { sm: 2 }, pr: { xs: 1, sm: 1 } },
            numSelected > 0 && {
              bgcolor: (theme) =>
                theme.vars
                  ? `rgba(${theme.vars.palette.primary.mainChannel} / ${theme.vars.palette.action.activatedOpacity})`
                  : alpha(theme.palette.primary.main, theme.palette.action.activatedOpacity),
            },
          ]}
        >
          {/* Always in the page, so screen readers announce every change of the count. */}
          <Box role="status" sx={visuallyHidden}>
            {numSelected} {numSelected === 1 ? 'ticket' : 'tickets'} selected
          </Box>
          {numSelected > 0 ? (
            <Typography sx={{ flex: '1 1 100%' }} color="inherit" variant="subtitle1" component="div" aria-hidden>
              {numSelected} selected
            </Typography>
          ) : (
            <Typography sx={{ flex: '1 1 100%' }} variant="h6" id="data-table-title" component="h3">
              Open tickets
            </Typography>
          )}
          {numSelected > 0 && (
            <Tooltip title="Archive selected">
              <IconButton aria-label={`Archive ${numSelected} selected tickets`} onClick={handleArchive}>
                <ArchiveIcon />
              </IconButton>
            </Tooltip>
          )}
        </Toolbar>
        <TableContainer>
          <Table sx={{ minWidth: 640 }} size={dense ? 'small' : 'medium'} aria-label="Open tickets">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    color="primary"
                    indeterminate={numSelected > 0 && numSelected < tickets.length}
                    checked={tickets.length > 0 && numSelected === tickets.length}
                    onChange={handleSelectAll}
                    slotProps={{ input: { 'aria-label': 'Select all tickets' } }}
                  />
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={orderBy === column.id ? order : false}
                  >
                    <TableSortLabel
                      active={orderBy === column.id}
                      direction={orderBy === column.id ? order : 'asc'}
                      onClick={() => handleSort(column.id)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {visibleRows.map((ticket) => {
                const isSelected = selected.includes(ticket.id);
                return (
                  <TableRow key={ticket.id} hover selected={isSelected} onClick={() => toggleRow(ticket.id)} sx={{ cursor: 'pointer' }}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        color="primary"
                        checked={isSelected}
                        onClick={(event) => event.stopPropagation()}
                        onChange={() => toggleRow(ticket.id)}
                        slotProps={{ input: { 'aria-label': `Select ticket ${ticket.id}` } }}
                      />
                    </TableCell>
                    <TableCell component="th" scope="row">
                      #{ticket.id}
                    </TableCell>
                    <TableCell>{ticket.subject}</TableCell>
                    <TableCell>{ticket.requester}</TableCell>
                    <TableCell>{priorityLabels[ticket.priority]}</TableCell>
                    <TableCell align="right">{ticket.ageHours}</TableCell>
                  </TableRow>
                );
              })}
              {emptyRows > 0 && (
                <TableRow style={{ height: (dense ? 33 : 53) * emptyRows }}>
                  <TableCell colSpan={6} />
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          rowsPerPageOptions={[5, 10, 25]}
          component="div"
          count={tickets.length}
          rowsPerPage={rowsPerPage}
          page={page}
          onPageChange={(event, newPage) => setPage(newPage)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </Paper>
      <FormControlLabel control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />} label="Dense padding" />
    </Box>
  );
}
