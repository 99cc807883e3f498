import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridAggregationModel, GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  department: string;
  item: string;
  planned: number;
  spent: number;
}

const rows: BudgetLine[] = [
  { id: 1, department: 'Marketing', item: 'Trade fair stand', planned: 18000, spent: 19650 },
  { id: 2, department: 'Marketing', item: 'Print brochures', planned: 4200, spent: 3870 },
  { id: 3, department: 'Marketing', item: 'Video production', planned: 9500, spent: 8900 },
  { id: 4, department: 'Operations', item: 'Forklift service', planned: 2600, spent: 2600 },
  { id: 5, department: 'Operations', item: 'Warehouse shelving', planned: 12400, spent: 13980 },
  { id: 6, department: 'People', item: 'First-aid training', planned: 1800, spent: 1440 },
  { id: 7, department: 'People', item: 'Team offsite', planned: 7500, spent: 8120 },
  { id: 8, department: 'People', item: 'Recruiting fees', planned: 15000, spent: 11200 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<BudgetLine>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'planned', headerName: 'Planned', type: 'number', width: 130, valueFormatter: (value: number) => money.format(value) },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 130, valueFormatter: (value: number) => money.format(value) },
];

export default function AggregationGrid() {
  // Field → aggregation function. The column menu of a number column changes it too.
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ planned: 'sum', spent: 'sum' });

  const handleSpentChange = (value: string) => {
    setAggregationModel((model) => {
      const next = { ...model };
      if (value === 'none') {
        delete next.spent;
      } else {
        next.spent = value;
      }
      return next;
    });
  };

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="spent-function-label">Aggregate “Spent” by</InputLabel>
        <Select
          labelId="spent-function-label"
          label="Aggregate “Spent” by"
          value={aggregationModel.spent ?? 'none'}
          onChange={(event) => handleSpentChange(event.target.value)}
        >
          <MenuItem value="none">No aggregation</MenuItem>
          <MenuItem value="sum">Sum</MenuItem>
          <MenuItem value="avg">Average</MenuItem>
          <MenuItem value="min">Minimum</MenuItem>
          <MenuItem value="max">Maximum</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 520, width: '100%' }}>
        <DataGridPremium
          aria-label="Budget by department with totals"
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
          // Grouped by department: each group row shows its own subtotal, the footer the grand total.
          initialState={{
            rowGrouping: { model: ['department'] },
            columns: { columnVisibilityModel: { department: false } },
          }}
          defaultGroupingExpansionDepth={-1}
          experimentalFeatures={{ ariaV8: true }}
          // In 7.28 the function name under the header reads a fixed palette colour; the theme token follows the colour mode.
          sx={{ '& .MuiDataGrid-aggregationColumnHeaderLabel': { color: 'text.secondary' } }}
        />
      </Box>
    </Stack>
  );
}
