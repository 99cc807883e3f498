import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

export default function ControlledCheckbox() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Checkbox label="Renew my plan automatically" checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />
      <Typography level="body-sm" role="status">
        {autoRenew ? 'Your plan renews on 1 June for €9 a month.' : 'Your plan ends on 31 May.'}
      </Typography>
      <Button size="sm" variant="outlined" color="neutral" onClick={() => setAutoRenew(true)} disabled={autoRenew}>
        Restore the default
      </Button>
    </Box>
  );
}
