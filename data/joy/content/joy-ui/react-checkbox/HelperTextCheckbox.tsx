import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';

export default function HelperTextCheckbox() {
  const [backups, setBackups] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <FormControl>
        <Checkbox label="Share anonymous usage data" defaultChecked />
        <FormHelperText>Crash reports and feature counts only, never your files.</FormHelperText>
      </FormControl>
      <FormControl error={!backups}>
        <Checkbox label="Keep nightly backups" checked={backups} onChange={(event) => setBackups(event.target.checked)} />
        <FormHelperText>
          {backups ? 'Backups are kept for 30 days.' : 'Without backups, deleted projects cannot be restored.'}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
