import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const items = ['Tent', 'Sleeping bag', 'Head torch', 'Water filter'];

export default function PackingCheckboxes() {
  const [packed, setPacked] = React.useState<boolean[]>([true, false, false, false]);
  const all = packed.every(Boolean);
  const some = packed.some(Boolean);

  return (
    <div>
      <FormControlLabel
        label="Everything packed"
        control={<Checkbox checked={all} indeterminate={some && !all} onChange={() => setPacked(items.map(() => !all))} />}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {items.map((item, index) => (
          <FormControlLabel
            key={item}
            label={item}
            control={
              <Checkbox
                checked={packed[index]}
                onChange={(event) => setPacked(packed.map((value, i) => (i === index ? event.target.checked : value)))}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
