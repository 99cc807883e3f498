import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridEventListener } from '@mui/x-data-grid-pro';

interface Country {
  id: number;
  name: string;
  capital: string;
  continent: string;
  population: number;
  areaKm2: number;
}

const rows: Country[] = [
  { id: 1, name: 'Chile', capital: 'Santiago', continent: 'South America', population: 19.6, areaKm2: 756102 },
  { id: 2, name: 'Ghana', capital: 'Accra', continent: 'Africa', population: 34.1, areaKm2: 238535 },
  { id: 3, name: 'Iceland', capital: 'Reykjavík', continent: 'Europe', population: 0.39, areaKm2: 103000 },
  { id: 4, name: 'Mongolia', capital: 'Ulaanbaatar', continent: 'Asia', population: 3.4, areaKm2: 1564116 },
  { id: 5, name: 'New Zealand', capital: 'Wellington', continent: 'Oceania', population: 5.2, areaKm2: 268021 },
  { id: 6, name: 'Canada', capital: 'Ottawa', continent: 'North America', population: 40.1, areaKm2: 9984670 },
];

const columns: GridColDef<Country>[] = [
  // The first column stays first: it cannot be dragged, and others cannot be dropped before it.
  { field: 'name', headerName: 'Country', width: 140, disableReorder: true },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'continent', headerName: 'Continent', width: 150 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 140 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 130 },
];

export default function ColumnReorderingGrid() {
  const [message, setMessage] = React.useState('Drag a column header sideways to move the column.');

  const handleColumnOrderChange: GridEventListener<'columnOrderChange'> = ({ column, oldIndex, targetIndex }) => {
    setMessage(`Moved ${column.headerName} from position ${oldIndex + 1} to ${targetIndex + 1}.`);
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGridPro
          aria-label="Countries, reorderable columns"
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
