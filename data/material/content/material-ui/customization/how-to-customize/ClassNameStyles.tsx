import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import RedeemIcon from '@mui/icons-material/Redeem';

// Stands in for a plain .css file (or a CSS module). Every rule starts with the demo's own class,
// which keeps it out of the rest of the page and gives it more specificity than the component's styles.
const stylesheet = `
  .gift-card-form .gift-card-field .MuiOutlinedInput-notchedOutline {
    border-style: dashed;
    border-width: 2px;
  }
  .gift-card-form .gift-card-field .MuiInputBase-input {
    font-family: ui-monospace, Menlo, Consolas, monospace;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  .gift-card-form .gift-card-icon {
    transform: rotate(-12deg);
  }
`;

export default function ClassNameStyles() {
  return (
    <>
      <GlobalStyles styles={stylesheet} />
      <Stack
        className="gift-card-form"
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ width: '100%', maxWidth: 480, alignItems: { sm: 'flex-start' } }}
        onSubmit={(event: React.FormEvent) => event.preventDefault()}
      >
        {/* className lands on the root slot; the rules above reach inner slots through their Mui* classes. */}
        <TextField className="gift-card-field" label="Gift card code" placeholder="XXXX-XXXX" size="small" fullWidth />
        {/* `classes` adds your own class name to one slot. */}
        <Button
          type="submit"
          variant="outlined"
          startIcon={<RedeemIcon />}
          classes={{ startIcon: 'gift-card-icon' }}
          sx={{ flexShrink: 0 }}
        >
          Redeem
        </Button>
      </Stack>
    </>
  );
}
