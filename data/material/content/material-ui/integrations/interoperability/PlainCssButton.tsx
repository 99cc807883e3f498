import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// In an app this lives in a .css file you import; a demo carries it in a <style> element.
// Material UI's own hover and disabled rules use two selectors (class + state), so the
// overrides for those states need two as well.
const styles = `
.checkout-pay-button {
  background-color: #00695c;
  border-radius: 999px;
  padding: 10px 28px;
  font-weight: 700;
  letter-spacing: 0.04em;
  box-shadow: none;
}
.checkout-pay-button:hover {
  background-color: #004d40;
  box-shadow: none;
}
.checkout-pay-button:focus-visible {
  outline: 3px solid #4db6ac;
  outline-offset: 3px;
}
.checkout-pay-button.Mui-disabled {
  background-color: #b0bec5;
  color: #37474f;
}
`;

export default function PlainCssButton() {
  const [paying, setPaying] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <style>{styles}</style>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order total: €48.20
      </Typography>
      <Button className="checkout-pay-button" variant="contained" disabled={paying} onClick={() => setPaying(true)}>
        {paying ? 'Processing…' : 'Pay now'}
      </Button>
      <Button size="small" onClick={() => setPaying(false)} disabled={!paying}>
        Reset
      </Button>
    </Stack>
  );
}
