import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  author: string;
  member: string;
  borrowed: Date;
  due: Date;
  renewals: number;
}

const rows: Loan[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Ilse Brandt',
    member: 'M-20418',
    borrowed: new Date(2025, 2, 3),
    due: new Date(2025, 2, 24),
    renewals: 0,
  },
  {
    id: 2,
    title: 'Tidewater Kitchen',
    author: 'Obi Nwosu',
    member: 'M-10977',
    borrowed: new Date(2025, 2, 5),
    due: new Date(2025, 2, 26),
    renewals: 1,
  },
  {
    id: 3,
    title: 'A Short History of Maps',
    author: 'Carmen Iriarte',
    member: 'M-20418',
    borrowed: new Date(2025, 2, 6),
    due: new Date(2025, 2, 27),
    renewals: 0,
  },
  {
    id: 4,
    title: 'Night Trains of Europe',
    author: 'Pavel Horák',
    member: 'M-33002',
    borrowed: new Date(2025, 2, 8),
    due: new Date(2025, 2, 29),
    renewals: 2,
  },
  {
    id: 5,
    title: 'Gardening on Balconies',
    author: 'Leah Fischer',
    member: 'M-15230',
    borrowed: new Date(2025, 2, 10),
    due: new Date(2025, 2, 31),
    renewals: 0,
  },
  {
    id: 6,
    title: 'Counting the Stars',
    author: 'Ravi Menon',
    member: 'M-10977',
    borrowed: new Date(2025, 2, 11),
    due: new Date(2025, 3, 1),
    renewals: 1,
  },
  {
    id: 7,
    title: 'The Quiet Harbour',
    author: 'Sinéad Byrne',
    member: 'M-40551',
    borrowed: new Date(2025, 2, 12),
    due: new Date(2025, 3, 2),
    renewals: 0,
  },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 190 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'member', headerName: 'Member', width: 100 },
  { field: 'borrowed', headerName: 'Borrowed', type: 'date', width: 115 },
  { field: 'due', headerName: 'Due', type: 'date', width: 115 },
  // Internal bookkeeping: shown on screen, left out of the files.
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100, disableExport: true },
];

export default function ToolbarExportGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        aria-label="Library loans"
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        // Accessible names that match the buttons' visible text, and a dot instead of
        // the filter count, whose digit would otherwise join that text (see Accessibility).
        localeText={{ toolbarColumnsLabel: 'Columns', toolbarFiltersLabel: 'Filters' }}
        slotProps={{
          baseBadge: { variant: 'dot' },
          toolbar: {
            csvOptions: { fileName: 'library-loans', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
