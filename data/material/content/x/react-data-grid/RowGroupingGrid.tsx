import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef, GridRowGroupingModel, useGridApiRef, useKeepGroupedColumnsHidden } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  country: string;
  product: string;
  units: number;
}

const rows: Sale[] = [
  { id: 1, region: 'Europe', country: 'Portugal', product: 'Trail shoes', units: 120 },
  { id: 2, region: 'Europe', country: 'Portugal', product: 'Rain jacket', units: 64 },
  { id: 3, region: 'Europe', country: 'Norway', product: 'Rain jacket', units: 210 },
  { id: 4, region: 'Europe', country: 'Norway', product: 'Wool socks', units: 380 },
  { id: 5, region: 'Europe', country: 'Poland', product: 'Trail shoes', units: 95 },
  { id: 6, region: 'Asia', country: 'Japan', product: 'Trail shoes', units: 150 },
  { id: 7, region: 'Asia', country: 'Japan', product: 'Headlamp', units: 72 },
  { id: 8, region: 'Asia', country: 'Vietnam', product: 'Rain jacket', units: 133 },
  { id: 9, region: 'Americas', country: 'Chile', product: 'Wool socks', units: 240 },
  { id: 10, region: 'Americas', country: 'Chile', product: 'Headlamp', units: 58 },
  { id: 11, region: 'Americas', country: 'Canada', product: 'Rain jacket', units: 175 },
  { id: 12, region: 'Americas', country: 'Canada', product: 'Trail shoes', units: 88 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units sold', type: 'number', width: 120, groupable: false },
];

const GROUPINGS: Record<string, GridRowGroupingModel> = {
  region: ['region'],
  'region-country': ['region', 'country'],
  product: ['product'],
  none: [],
};

export default function RowGroupingGrid() {
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(GROUPINGS['region-country']);
  // The column menu can group by other columns too: then no preset matches.
  const preset = Object.keys(GROUPINGS).find((key) => GROUPINGS[key].join() === rowGroupingModel.join()) ?? null;

  // Hides a column while the rows are grouped by it, and shows it again afterwards.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 240 }}>
        <InputLabel id="grouping-label">Group rows by</InputLabel>
        <Select
          labelId="grouping-label"
          label="Group rows by"
          value={preset ?? 'other'}
          onChange={(event) => setRowGroupingModel(GROUPINGS[event.target.value] ?? rowGroupingModel)}
        >
          <MenuItem value="region">Region</MenuItem>
          <MenuItem value="region-country">Region, then country</MenuItem>
          <MenuItem value="product">Product</MenuItem>
          <MenuItem value="none">No grouping</MenuItem>
          <MenuItem value="other" disabled>
            Other, set from a column menu
          </MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          aria-label="Unit sales by region"
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
          // Exposes the groups as a tree (role="treegrid"), the default from v8 on.
          experimentalFeatures={{ ariaV8: true }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
