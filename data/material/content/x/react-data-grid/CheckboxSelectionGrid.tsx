import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Parcel {
  id: string;
  recipient: string;
  destination: string;
  weightKg: number;
  status: 'Packed' | 'Waiting for stock' | 'Shipped';
}

const rows: Parcel[] = [
  { id: 'PX-1041', recipient: 'Hollis & Vane Studio', destination: 'Rotterdam', weightKg: 2.4, status: 'Packed' },
  { id: 'PX-1042', recipient: 'M. Achterberg', destination: 'Utrecht', weightKg: 0.8, status: 'Packed' },
  { id: 'PX-1043', recipient: 'Café Kleur', destination: 'Antwerp', weightKg: 5.1, status: 'Shipped' },
  { id: 'PX-1044', recipient: 'R. Osei', destination: 'Brussels', weightKg: 1.2, status: 'Waiting for stock' },
  { id: 'PX-1045', recipient: 'Northwind Dental', destination: 'Eindhoven', weightKg: 3.7, status: 'Packed' },
  { id: 'PX-1046', recipient: 'L. Fontaine', destination: 'Lille', weightKg: 0.4, status: 'Packed' },
  { id: 'PX-1047', recipient: 'Greenline Bikes', destination: 'Ghent', weightKg: 11.9, status: 'Shipped' },
  { id: 'PX-1048', recipient: 'S. van Dijk', destination: 'Haarlem', weightKg: 1.9, status: 'Packed' },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 170 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function CheckboxSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>(['PX-1041', 'PX-1045']);

  const selectedParcels = rows.filter((row) => selection.includes(row.id));
  const totalWeight = selectedParcels.reduce((sum, row) => sum + row.weightKg, 0);

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Parcels ready for labels"
          rows={rows}
          columns={columns}
          checkboxSelection
          // Shipped parcels already have a label; their checkbox is disabled.
          isRowSelectable={(params) => params.row.status !== 'Shipped'}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" variant="body2">
          {selection.length === 0
            ? 'No parcels selected.'
            : `${selection.length} parcel${selection.length === 1 ? '' : 's'} selected, ${totalWeight.toFixed(1)} kg in total.`}
        </Typography>
        <Button size="small" onClick={() => setSelection([])} disabled={selection.length === 0}>
          Clear selection
        </Button>
      </Stack>
    </Stack>
  );
}
