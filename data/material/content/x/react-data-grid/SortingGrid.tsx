import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridComparatorFn, GridSortModel } from '@mui/x-data-grid';

type Difficulty = 'Easy' | 'Moderate' | 'Hard' | 'Expert';

interface Trail {
  id: number;
  name: string;
  difficulty: Difficulty;
  lengthKm: number;
  ascentM: number;
}

const rows: Trail[] = [
  { id: 1, name: 'Lakeshore loop', difficulty: 'Easy', lengthKm: 6.4, ascentM: 80 },
  { id: 2, name: 'Eagle ridge traverse', difficulty: 'Expert', lengthKm: 18.2, ascentM: 1420 },
  { id: 3, name: 'Old mill path', difficulty: 'Easy', lengthKm: 3.1, ascentM: 35 },
  { id: 4, name: 'Pine valley circuit', difficulty: 'Moderate', lengthKm: 11.8, ascentM: 410 },
  { id: 5, name: 'Granite steps', difficulty: 'Hard', lengthKm: 9.5, ascentM: 880 },
  { id: 6, name: 'Waterfall trail', difficulty: 'Moderate', lengthKm: 7.2, ascentM: 260 },
  { id: 7, name: 'Summit direct', difficulty: 'Expert', lengthKm: 12.0, ascentM: 1650 },
  { id: 8, name: 'Meadow walk', difficulty: 'Easy', lengthKm: 4.6, ascentM: 60 },
  { id: 9, name: 'Quarry rim', difficulty: 'Hard', lengthKm: 14.3, ascentM: 720 },
];

const DIFFICULTY_ORDER: Difficulty[] = ['Easy', 'Moderate', 'Hard', 'Expert'];

// Sorts by the rank of the difficulty instead of alphabetically.
const difficultyComparator: GridComparatorFn<Difficulty> = (a, b) => DIFFICULTY_ORDER.indexOf(a) - DIFFICULTY_ORDER.indexOf(b);

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 180 },
  { field: 'difficulty', headerName: 'Difficulty', width: 120, sortComparator: difficultyComparator },
  // Longest first on the first click: people usually look for the longest routes.
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 120, sortingOrder: ['desc', 'asc', null] },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 120 },
];

function describe(model: GridSortModel): string {
  if (model.length === 0) {
    return 'Not sorted: rows are in their original order.';
  }
  const [{ field, sort }] = model;
  const header = columns.find((column) => column.field === field)?.headerName ?? field;
  return `Sorted by ${header}, ${sort === 'asc' ? 'ascending' : 'descending'}.`;
}

export default function SortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'difficulty', sort: 'asc' }]);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Hiking trails"
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {describe(sortModel)}
      </Typography>
    </Stack>
  );
}
