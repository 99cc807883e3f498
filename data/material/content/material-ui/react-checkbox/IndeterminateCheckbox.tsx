import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const permissions = ['View projects', 'Edit projects', 'Delete projects', 'Manage billing'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState<string[]>(['View projects', 'Edit projects']);

  const allGranted = granted.length === permissions.length;
  const someGranted = granted.length > 0 && !allGranted;

  const toggle = (permission: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setGranted((current) => (event.target.checked ? [...current, permission] : current.filter((item) => item !== permission)));
  };

  return (
    <div>
      <FormControlLabel
        label="All project permissions"
        control={
          <Checkbox
            checked={allGranted}
            indeterminate={someGranted}
            onChange={(event) => setGranted(event.target.checked ? permissions : [])}
            // The native property lets screen readers announce the mixed state ("partially checked").
            slotProps={{
              input: {
                ref: (input: HTMLInputElement | null) => {
                  if (input) {
                    input.indeterminate = someGranted;
                  }
                },
              },
            }}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {permissions.map((permission) => (
          <FormControlLabel
            key={permission}
            label={permission}
            control={<Checkbox checked={granted.includes(permission)} onChange={toggle(permission)} />}
          />
        ))}
      </Box>
    </div>
  );
}
