import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ControlledCheckbox() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Checkbox checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />}
        label="Renew my plan automatically"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {autoRenew ? 'Your plan renews on 1 September for $12.00.' : 'Your plan ends on 31 August. You will not be charged again.'}
      </Typography>
    </Stack>
  );
}
