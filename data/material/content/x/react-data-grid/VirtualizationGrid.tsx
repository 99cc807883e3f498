import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

// A small seeded generator (mulberry32): the same 10,000 rows on the server and in the browser.
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SITES = ['North field', 'Greenhouse 1', 'Greenhouse 2', 'Orchard', 'Riverside', 'Seed store'];
const HOURS = Array.from({ length: 12 }, (_, index) => `${String(index * 2).padStart(2, '0')}:00`);

type Reading = { id: number; sensor: string; site: string; battery: number } & Record<string, number | string>;

function createReadings(count: number): Reading[] {
  const random = mulberry32(10000);
  return Array.from({ length: count }, (_, index) => {
    const base = 8 + random() * 14;
    const row: Reading = {
      id: index + 1,
      sensor: `S-${String(index + 1).padStart(5, '0')}`,
      site: SITES[Math.floor(random() * SITES.length)],
      battery: Math.round(20 + random() * 80),
    };
    HOURS.forEach((_, hour) => {
      // Temperatures in °C, warmer around midday.
      row[`t${hour}`] = Math.round((base + Math.sin((hour / 11) * Math.PI) * 6 + random() * 2) * 10) / 10;
    });
    return row;
  });
}

const rows = createReadings(10000);

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'site', headerName: 'Site', width: 130 },
  { field: 'battery', headerName: 'Battery %', type: 'number', width: 100 },
  ...HOURS.map<GridColDef<Reading>>((label, hour) => ({ field: `t${hour}`, headerName: `${label} °C`, type: 'number', width: 100 })),
];

export default function VirtualizationGrid() {
  const apiRef = useGridApiRef();
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = React.useState<{ rows: number; cells: number } | null>(null);

  React.useEffect(() => {
    let frame = 0;
    // Counts the row and cell elements in the DOM after each change of the rendered range.
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const root = containerRef.current;
        if (root) {
          setRendered({
            rows: root.querySelectorAll('.MuiDataGrid-row').length,
            cells: root.querySelectorAll('.MuiDataGrid-row [role="gridcell"]').length,
          });
        }
      });
    };
    measure();
    const unsubscribers = [
      apiRef.current?.subscribeEvent('renderedRowsIntervalChange', measure),
      apiRef.current?.subscribeEvent('scrollPositionChange', measure),
      apiRef.current?.subscribeEvent('paginationModelChange', measure),
    ];
    return () => {
      cancelAnimationFrame(frame);
      unsubscribers.forEach((unsubscribe) => unsubscribe?.());
    };
  }, [apiRef]);

  return (
    <Stack spacing={1.5}>
      <Box ref={containerRef} sx={{ height: 440, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Temperature readings of 10,000 sensors"
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
          pageSizeOptions={[25, 50, 100]}
          density="compact"
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {rendered
          ? `In the DOM now: ${rendered.rows} row elements with ${rendered.cells} cells, for ${rows.length.toLocaleString('en-US')} rows × ${columns.length} columns of data.`
          : 'Counting the rendered rows…'}
      </Typography>
    </Stack>
  );
}
