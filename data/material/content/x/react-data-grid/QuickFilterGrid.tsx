import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid';

interface Person {
  id: number;
  name: string;
  team: string;
  office: string;
  email: string;
  extension: string;
}

const rows: Person[] = [
  { id: 1, name: 'José Álvarez', team: 'Finance', office: 'Madrid', email: 'jose.alvarez@example.com', extension: '2140' },
  { id: 2, name: 'Zoë Campbell', team: 'Design', office: 'Edinburgh', email: 'zoe.campbell@example.com', extension: '3305' },
  { id: 3, name: 'Łukasz Nowak', team: 'Engineering', office: 'Kraków', email: 'lukasz.nowak@example.com', extension: '4412' },
  { id: 4, name: 'Renée Dubois', team: 'Legal', office: 'Lyon', email: 'renee.dubois@example.com', extension: '1187' },
  { id: 5, name: 'Ahmed Haddad', team: 'Engineering', office: 'Amman', email: 'ahmed.haddad@example.com', extension: '4420' },
  { id: 6, name: 'Søren Madsen', team: 'Support', office: 'Aarhus', email: 'soren.madsen@example.com', extension: '5021' },
  { id: 7, name: 'Chloé Martin', team: 'Design', office: 'Montréal', email: 'chloe.martin@example.com', extension: '3318' },
  { id: 8, name: 'Nguyễn Thị Lan', team: 'Finance', office: 'Hà Nội', email: 'lan.nguyen@example.com', extension: '2155' },
  { id: 9, name: 'Oluwaseun Adeyemi', team: 'Support', office: 'Lagos', email: 'seun.adeyemi@example.com', extension: '5034' },
  { id: 10, name: 'Björn Eriksson', team: 'Engineering', office: 'Göteborg', email: 'bjorn.eriksson@example.com', extension: '4433' },
  { id: 11, name: 'María Fernández', team: 'Legal', office: 'Málaga', email: 'maria.fernandez@example.com', extension: '1190' },
  { id: 12, name: 'Hana Kobayashi', team: 'Design', office: 'Ōsaka', email: 'hana.kobayashi@example.com', extension: '3321' },
];

const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230 },
  { field: 'extension', headerName: 'Ext.', width: 80 },
];

function DirectoryToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter placeholder="Search people" sx={{ width: { xs: '100%', sm: 280 } }} />
    </GridToolbarContainer>
  );
}

export default function QuickFilterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        aria-label="Staff directory"
        rows={rows}
        columns={columns}
        slots={{ toolbar: DirectoryToolbar }}
        ignoreDiacritics
        disableColumnFilter
      />
    </Box>
  );
}
