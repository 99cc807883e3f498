import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';

const channels = ['Email', 'SMS', 'Push notification', 'Phone call'];

export default function MultipleSelectPlaceholder() {
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl sx={{ width: 300, maxWidth: '100%' }}>
      <Select
        id="multiple-placeholder"
        multiple
        displayEmpty
        value={selected}
        onChange={handleChange}
        renderValue={(values) => (values.length === 0 ? <em style={{ opacity: 0.7 }}>Choose channels</em> : values.join(', '))}
        inputProps={{ 'aria-label': 'Alert channels' }}
        aria-describedby="multiple-placeholder-helper"
      >
        <MenuItem disabled value="">
          <em>Choose channels</em>
        </MenuItem>
        {channels.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {channel}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id="multiple-placeholder-helper">Where outage alerts are sent</FormHelperText>
    </FormControl>
  );
}
