import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, GridToolbarContainer, GridToolbarExport } from '@mui/x-data-grid-premium';

interface QuarterSales {
  id: number;
  product: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: QuarterSales[] = [
  { id: 1, product: 'Espresso machine', q1: 412, q2: 388, q3: 365, q4: 540 },
  { id: 2, product: 'Burr grinder', q1: 690, q2: 702, q3: 655, q4: 910 },
  { id: 3, product: 'Milk frother', q1: 1220, q2: 1105, q3: 990, q4: 1480 },
  { id: 4, product: 'Pour-over kettle', q1: 534, q2: 560, q3: 610, q4: 705 },
  { id: 5, product: 'Cold brew jar', q1: 210, q2: 480, q3: 655, q4: 190 },
];

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<QuarterSales> => ({
  field,
  headerName,
  type: 'number',
  width: 100,
});

const columns: GridColDef<QuarterSales>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  quarter('q1', 'Q1 2025'),
  quarter('q2', 'Q2 2025'),
  quarter('q3', 'Q3 2025'),
  quarter('q4', 'Q4 2025'),
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
  },
];

function ExportToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      {/* In DataGridPremium the export menu gains "Download as Excel". */}
      <GridToolbarExport
        excelOptions={{ fileName: 'unit-sales-2025', columnsStyles: { year: { font: { bold: true } } } }}
        csvOptions={{ fileName: 'unit-sales-2025' }}
      />
    </GridToolbarContainer>
  );
}

export default function ExcelExportGrid() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <DataGridPremium aria-label="Unit sales per quarter" rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} hideFooter />
    </Box>
  );
}
