import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

// Joy marks an indeterminate checkbox with aria-checked="mixed", which is not allowed on a native checkbox.
// Drop it and set the input's own indeterminate property, which assistive technology reads as "mixed".
function mixedInput(mixed: boolean) {
  return {
    'aria-checked': undefined,
    ref: (input: HTMLInputElement | null) => {
      if (input) {
        input.indeterminate = mixed;
      }
    },
  };
}

const permissions = ['View reports', 'Export reports', 'Share reports with clients'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState([true, false, false]);
  const all = granted.every(Boolean);
  const some = granted.some(Boolean) && !all;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Checkbox
        label="All report permissions"
        checked={all}
        indeterminate={some}
        slotProps={{ input: mixedInput(some) }}
        onChange={(event) => setGranted(granted.map(() => event.target.checked))}
      />
      <Box role="group" aria-label="Report permissions" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pl: 3.5 }}>
        {permissions.map((permission, index) => (
          <Checkbox
            key={permission}
            label={permission}
            checked={granted[index]}
            onChange={(event) => setGranted(granted.map((value, i) => (i === index ? event.target.checked : value)))}
          />
        ))}
      </Box>
    </Box>
  );
}
