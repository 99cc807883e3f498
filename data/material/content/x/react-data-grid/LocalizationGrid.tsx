import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridLocaleText, GridToolbar } from '@mui/x-data-grid';
import { deDE, frFR } from '@mui/x-data-grid/locales';

type Language = 'en-US' | 'de-DE' | 'fr-FR';

// Everything the grid itself shows: toolbar, menus, filter panel, footer, pagination.
const GRID_TEXTS = {
  'en-US': undefined,
  'de-DE': deDE.components.MuiDataGrid.defaultProps.localeText,
  'fr-FR': frFR.components.MuiDataGrid.defaultProps.localeText,
};

// Your own texts (label, headers, values) are yours to translate.
const TEXTS: Record<Language, { label: string; city: string; visitors: string; opens: string; buttons: Partial<GridLocaleText> }> = {
  'en-US': {
    label: 'Touring exhibition stops',
    city: 'City',
    visitors: 'Expected visitors',
    opens: 'Opens',
    buttons: { toolbarColumnsLabel: 'Columns', toolbarFiltersLabel: 'Filters' },
  },
  'de-DE': {
    label: 'Stationen der Wanderausstellung',
    city: 'Stadt',
    visitors: 'Erwartete Besucher',
    opens: 'Eröffnung',
    buttons: { toolbarColumnsLabel: 'Spalten', toolbarFiltersLabel: 'Filter' },
  },
  'fr-FR': {
    label: 'Étapes de l’exposition itinérante',
    city: 'Ville',
    visitors: 'Visiteurs attendus',
    opens: 'Ouverture',
    buttons: { toolbarColumnsLabel: 'Colonnes', toolbarFiltersLabel: 'Filtres' },
  },
};

interface Stop {
  id: number;
  city: string;
  visitors: number;
  opens: Date;
}

const rows: Stop[] = [
  { id: 1, city: 'Graz', visitors: 41250, opens: new Date(2025, 1, 14) },
  { id: 2, city: 'Nantes', visitors: 120800, opens: new Date(2025, 3, 4) },
  { id: 3, city: 'Leipzig', visitors: 68900, opens: new Date(2025, 5, 20) },
  { id: 4, city: 'Lausanne', visitors: 35600, opens: new Date(2025, 8, 12) },
  { id: 5, city: 'Montpellier', visitors: 54170, opens: new Date(2025, 10, 7) },
];

export default function LocalizationGrid() {
  const [language, setLanguage] = React.useState<Language>('de-DE');

  const columns = React.useMemo<GridColDef<Stop>[]>(() => {
    const numbers = new Intl.NumberFormat(language);
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long' });
    return [
      { field: 'city', headerName: TEXTS[language].city, flex: 1, minWidth: 130 },
      {
        field: 'visitors',
        headerName: TEXTS[language].visitors,
        type: 'number',
        width: 170,
        valueFormatter: (value: number) => numbers.format(value),
      },
      { field: 'opens', headerName: TEXTS[language].opens, type: 'date', width: 190, valueFormatter: (value: Date) => dates.format(value) },
    ];
  }, [language]);

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ width: 200 }}>
        <InputLabel id="grid-language-label">Language</InputLabel>
        <Select
          labelId="grid-language-label"
          label="Language"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          <MenuItem value="en-US">English</MenuItem>
          <MenuItem value="de-DE" lang="de">
            Deutsch
          </MenuItem>
          <MenuItem value="fr-FR" lang="fr">
            Français
          </MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }} lang={language.slice(0, 2)}>
        <DataGrid
          aria-label={TEXTS[language].label}
          rows={rows}
          columns={columns}
          // Accessible names that match the buttons' visible text, and a dot instead of
          // the filter count (see Accessibility).
          localeText={{ ...GRID_TEXTS[language], ...TEXTS[language].buttons }}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ baseBadge: { variant: 'dot' } }}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
