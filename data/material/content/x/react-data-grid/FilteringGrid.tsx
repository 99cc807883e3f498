import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridToolbarContainer,
  GridToolbarFilterButton,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  prepMinutes: number;
  vegetarian: boolean;
  rating: number;
}

const rows: Recipe[] = [
  { id: 1, name: 'Mushroom risotto', cuisine: 'Italian', prepMinutes: 40, vegetarian: true, rating: 4.6 },
  { id: 2, name: 'Chicken katsu curry', cuisine: 'Japanese', prepMinutes: 50, vegetarian: false, rating: 4.8 },
  { id: 3, name: 'Shakshuka', cuisine: 'North African', prepMinutes: 25, vegetarian: true, rating: 4.5 },
  { id: 4, name: 'Fish tacos', cuisine: 'Mexican', prepMinutes: 30, vegetarian: false, rating: 4.3 },
  { id: 5, name: 'Pasta e ceci', cuisine: 'Italian', prepMinutes: 30, vegetarian: true, rating: 4.2 },
  { id: 6, name: 'Miso-glazed aubergine', cuisine: 'Japanese', prepMinutes: 35, vegetarian: true, rating: 4.4 },
  { id: 7, name: 'Beef rendang', cuisine: 'Indonesian', prepMinutes: 180, vegetarian: false, rating: 4.9 },
  { id: 8, name: 'Black bean quesadillas', cuisine: 'Mexican', prepMinutes: 15, vegetarian: true, rating: 4.0 },
  { id: 9, name: 'Lamb tagine', cuisine: 'North African', prepMinutes: 150, vegetarian: false, rating: 4.7 },
  { id: 10, name: 'Gado-gado', cuisine: 'Indonesian', prepMinutes: 20, vegetarian: true, rating: 4.1 },
  { id: 11, name: 'Saltimbocca', cuisine: 'Italian', prepMinutes: 20, vegetarian: false, rating: 4.5 },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 180 },
  {
    field: 'cuisine',
    headerName: 'Cuisine',
    type: 'singleSelect',
    valueOptions: ['Indonesian', 'Italian', 'Japanese', 'Mexican', 'North African'],
    width: 140,
  },
  { field: 'prepMinutes', headerName: 'Prep (min)', type: 'number', width: 110 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const PRESETS: { label: string; model: GridFilterModel }[] = [
  { label: 'Ready in 30 min', model: { items: [{ id: 1, field: 'prepMinutes', operator: '<=', value: 30 }] } },
  { label: 'Vegetarian', model: { items: [{ id: 1, field: 'vegetarian', operator: 'is', value: 'true' }] } },
  { label: 'Italian', model: { items: [{ id: 1, field: 'cuisine', operator: 'is', value: 'Italian' }] } },
];

function RecipeToolbar() {
  const apiRef = useGridApiContext();
  // The number of rows that pass the current filter, read from the grid's state.
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <GridToolbarContainer sx={{ justifyContent: 'space-between', px: 1 }}>
      <GridToolbarFilterButton />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {matching} of {rows.length} recipes match
      </Typography>
    </GridToolbarContainer>
  );
}

export default function FilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(PRESETS[0].model);

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Filter presets">
        {PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear filter
        </Button>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          aria-label="Recipes"
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: RecipeToolbar }}
          // The button's accessible name matches its visible text, and a dot replaces
          // the count badge, whose digit would otherwise join that text (see Accessibility).
          localeText={{ toolbarFiltersLabel: 'Filters' }}
          slotProps={{ baseBadge: { variant: 'dot' } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
