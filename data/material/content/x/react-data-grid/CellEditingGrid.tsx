import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEditInputCell, GridPreProcessEditCellProps, GridRenderEditCellParams } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, sku: 'TEA-001', name: 'Sencha green tea, 100 g', price: 8.5, stock: 42 },
  { id: 2, sku: 'TEA-002', name: 'Earl grey, 250 g', price: 11, stock: 18 },
  { id: 3, sku: 'TEA-003', name: 'Rooibos vanilla, 100 g', price: 6.9, stock: 0 },
  { id: 4, sku: 'ACC-010', name: 'Glass teapot, 1 L', price: 24, stock: 7 },
  { id: 5, sku: 'ACC-011', name: 'Bamboo whisk', price: 9.5, stock: 25 },
  { id: 6, sku: 'TEA-004', name: 'Oolong, 50 g', price: 13.2, stock: 11 },
];

// Each validator returns an error message, or an empty string when the value is valid.
function validateName(value: unknown): string {
  const text = String(value ?? '').trim();
  if (text.length === 0) {
    return 'A product needs a name.';
  }
  return text.length > 40 ? 'Keep the name under 40 characters.' : '';
}

function validatePrice(value: unknown): string {
  return typeof value === 'number' && value > 0 ? '' : 'The price must be greater than 0.';
}

function validateStock(value: unknown): string {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? '' : 'Stock must be a whole number, 0 or more.';
}

function withValidation(validate: (value: unknown) => string) {
  return (params: GridPreProcessEditCellProps) => ({ ...params.props, error: validate(params.props.value) });
}

// The default editor, plus the message of an invalid value in a popper under the cell.
function ValidatedEditCell(props: GridRenderEditCellParams) {
  const { error, ...other } = props;
  const message = typeof error === 'string' ? error : '';
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const messageId = `edit-error-${props.id}-${props.field}`;

  return (
    <React.Fragment>
      <GridEditInputCell
        {...other}
        ref={setAnchor}
        error={message !== ''}
        inputProps={{ 'aria-describedby': message ? messageId : undefined }}
      />
      <Popper open={message !== '' && anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper
          id={messageId}
          role="alert"
          elevation={4}
          sx={{ mt: 0.5, px: 1.5, py: 0.75, typography: 'body2', bgcolor: 'error.main', color: 'error.contrastText' }}
        >
          {message}
        </Paper>
      </Popper>
    </React.Fragment>
  );
}

const renderValidatedEditCell = (params: GridRenderEditCellParams) => <ValidatedEditCell {...params} />;

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: withValidation(validateName),
    renderEditCell: renderValidatedEditCell,
  },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: withValidation(validatePrice),
    renderEditCell: renderValidatedEditCell,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    editable: true,
    preProcessEditCellProps: withValidation(validateStock),
    renderEditCell: renderValidatedEditCell,
  },
];

export default function CellEditingGrid() {
  const [lastChange, setLastChange] = React.useState('Double-click a product, price or stock cell, or press Enter on it.');

  const processRowUpdate = (newRow: Product, oldRow: Product) => {
    const changed = (['name', 'price', 'stock'] as const).find((field) => newRow[field] !== oldRow[field]);
    setLastChange(
      changed ? `${newRow.sku}: ${changed} changed from "${oldRow[changed]}" to "${newRow[changed]}".` : `${newRow.sku}: no change.`,
    );
    return newRow;
  };

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Tea shop catalog, editable"
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {lastChange}
      </Typography>
    </Stack>
  );
}
