import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  reference: string;
  carrier: string;
  origin: string;
  destination: string;
  pallets: number;
  weightKg: number;
  incoterm: string;
}

const rows: Shipment[] = [
  {
    id: 1,
    reference: 'SH-2025-0311',
    carrier: 'Blue Heron Freight',
    origin: 'Valencia',
    destination: 'Hamburg',
    pallets: 12,
    weightKg: 8400,
    incoterm: 'FCA',
  },
  {
    id: 2,
    reference: 'SH-2025-0312',
    carrier: 'Coastline Cargo',
    origin: 'Gdańsk',
    destination: 'Le Havre',
    pallets: 4,
    weightKg: 2150,
    incoterm: 'DAP',
  },
  {
    id: 3,
    reference: 'SH-2025-0313',
    carrier: 'Blue Heron Freight',
    origin: 'Genoa',
    destination: 'Rotterdam',
    pallets: 20,
    weightKg: 15600,
    incoterm: 'EXW',
  },
  {
    id: 4,
    reference: 'SH-2025-0314',
    carrier: 'Alpine Haulage',
    origin: 'Basel',
    destination: 'Vienna',
    pallets: 7,
    weightKg: 4900,
    incoterm: 'DDP',
  },
  {
    id: 5,
    reference: 'SH-2025-0315',
    carrier: 'Coastline Cargo',
    origin: 'Porto',
    destination: 'Antwerp',
    pallets: 9,
    weightKg: 6100,
    incoterm: 'FCA',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 140, hideable: false },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 160 },
  { field: 'origin', headerName: 'Origin', width: 110 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'incoterm', headerName: 'Incoterm', width: 100 },
];

const optional = columns.filter((column) => column.hideable !== false);

export default function ColumnVisibilityGrid() {
  // Fields missing from the model are visible; `false` hides a column.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({ weightKg: false, incoterm: false });

  return (
    <Stack spacing={1.5}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ typography: 'body2', mb: 0.5 }}>
          Visible columns
        </FormLabel>
        <FormGroup row sx={{ columnGap: 1 }}>
          {optional.map((column) => (
            <FormControlLabel
              key={column.field}
              label={column.headerName}
              control={
                <Checkbox
                  size="small"
                  checked={visibility[column.field] !== false}
                  onChange={(event) => setVisibility((model) => ({ ...model, [column.field]: event.target.checked }))}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Freight shipments"
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
