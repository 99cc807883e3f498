import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const DAYS = ['Mon 10', 'Tue 11', 'Wed 12', 'Thu 13', 'Fri 14', 'Mon 17', 'Tue 18', 'Wed 19', 'Thu 20', 'Fri 21'];

interface Timesheet {
  id: number;
  employee: string;
  hours: number[];
}

const rows: Timesheet[] = [
  { id: 1, employee: 'Aiko Yamada', hours: [8, 7.5, 8, 8, 6, 8, 8, 7, 8, 5] },
  { id: 2, employee: 'Bruno Costa', hours: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6] },
  { id: 3, employee: 'Clara Jensen', hours: [8, 8, 9, 8, 4, 0, 0, 8, 8, 8] },
  { id: 4, employee: 'Dmitri Sokolov', hours: [7, 8, 8, 7.5, 7, 8, 9, 8, 7, 6] },
  { id: 5, employee: 'Efua Boateng', hours: [4, 4, 4, 4, 4, 4, 4, 4, 4, 4] },
  { id: 6, employee: 'Felix Wagner', hours: [9, 8.5, 8, 8, 7, 8, 8, 8.5, 9, 6] },
];

const columns: GridColDef<Timesheet>[] = [
  { field: 'employee', headerName: 'Employee', width: 160 },
  ...DAYS.map<GridColDef<Timesheet>>((label, index) => ({
    field: `day${index}`,
    headerName: label,
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.hours[index],
  })),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => row.hours.reduce((sum, hours) => sum + hours, 0),
  },
];

export default function ColumnPinningGrid() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGridPro
        aria-label="Timesheet for March 10 to 21, 2025"
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['employee'], right: ['total'] } }}
        hideFooter
      />
    </Box>
  );
}
