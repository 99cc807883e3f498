import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function InputAdornments() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        id="adornment-price"
        label="Price"
        defaultValue="49.00"
        sx={{ width: 200 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start" id="adornment-price-unit">
                €
              </InputAdornment>
            ),
          },
          // The symbol is announced after the label: "Price, 49.00, €".
          htmlInput: { inputMode: 'decimal', 'aria-describedby': 'adornment-price-unit' },
        }}
      />
      <TextField
        id="adornment-weight"
        label="Parcel weight"
        variant="filled"
        sx={{ width: 200 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end" id="adornment-weight-unit">
                kg
              </InputAdornment>
            ),
          },
          htmlInput: { inputMode: 'decimal', 'aria-describedby': 'adornment-weight-unit' },
        }}
      />
      <TextField
        id="adornment-discount"
        label="Discount"
        variant="standard"
        defaultValue="15"
        sx={{ width: 200 }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end" id="adornment-discount-unit">
                %
              </InputAdornment>
            ),
          },
          htmlInput: { inputMode: 'numeric', 'aria-describedby': 'adornment-discount-unit' },
        }}
      />
    </Stack>
  );
}
