import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

// slotProps hands a class name to each inner part, so the CSS needs no knowledge of Material UI's DOM.
const styles = `
.coupon-field-root {
  border-radius: 10px;
  background-color: rgba(124, 77, 255, 0.08);
}
.coupon-field-root .MuiOutlinedInput-notchedOutline {
  border-style: dashed;
  border-width: 2px;
}
.coupon-field-input {
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.2em;
  text-transform: uppercase;
}
.coupon-field-helper {
  font-style: italic;
}
`;

export default function SlotClassNames() {
  return (
    <Stack sx={{ width: '100%', maxWidth: 320 }}>
      <style>{styles}</style>
      <TextField
        label="Coupon code"
        defaultValue="spring25"
        helperText="Codes are not case-sensitive"
        slotProps={{
          input: { className: 'coupon-field-root' },
          htmlInput: { className: 'coupon-field-input', spellCheck: false },
          formHelperText: { className: 'coupon-field-helper' },
        }}
      />
    </Stack>
  );
}
