import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDensity } from '@mui/x-data-grid';

interface Departure {
  id: number;
  time: string;
  destination: string;
  flight: string;
  gate: string;
  remark: string;
}

const rows: Departure[] = [
  { id: 1, time: '06:40', destination: 'Lisbon', flight: 'KV 204', gate: 'B12', remark: 'Boarding' },
  { id: 2, time: '06:55', destination: 'Oslo', flight: 'NR 771', gate: 'A03', remark: 'On time' },
  { id: 3, time: '07:10', destination: 'Marrakesh', flight: 'AT 519', gate: 'C21', remark: 'Delayed to 07:45' },
  { id: 4, time: '07:25', destination: 'Zagreb', flight: 'CZ 330', gate: 'B07', remark: 'On time' },
  { id: 5, time: '07:30', destination: 'Reykjavík', flight: 'FI 512', gate: 'D02', remark: 'Gate open' },
  { id: 6, time: '07:50', destination: 'Istanbul', flight: 'TQ 1804', gate: 'C14', remark: 'On time' },
  { id: 7, time: '08:05', destination: 'Tunis', flight: 'TU 733', gate: 'A11', remark: 'On time' },
  { id: 8, time: '08:15', destination: 'Dublin', flight: 'EL 609', gate: 'B02', remark: 'Cancelled' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'remark', headerName: 'Remark', width: 160 },
];

export default function DensityGrid() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid aria-label="Morning departures" rows={rows} columns={columns} density={density} hideFooter />
      </Box>
    </Stack>
  );
}
