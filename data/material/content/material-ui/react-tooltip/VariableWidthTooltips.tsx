import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const description =
  'The export includes every invoice of the selected period as a CSV file, with one row per line item, the customer, the tax rate and the payment status.';

export default function VariableWidthTooltips() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Tooltip title={description} describeChild>
        <Button variant="outlined">Default width</Button>
      </Tooltip>
      <Tooltip title={description} describeChild slotProps={{ tooltip: { sx: { maxWidth: 160 } } }}>
        <Button variant="outlined">Narrow</Button>
      </Tooltip>
      <Tooltip
        title="/exports/2025/invoices-march.csv"
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none', whiteSpace: 'nowrap', fontFamily: 'monospace' } } }}
      >
        <Button variant="outlined">No wrapping</Button>
      </Tooltip>
    </Stack>
  );
}
