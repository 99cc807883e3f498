import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

const channels = ['#announcements', '#design-crit', '#frontend', '#incidents', '#product-updates', '#random', '#release-train', '#support'];

// Everyone is in these channels; they can't be removed.
const fixedChannels = ['#announcements'];

export default function FixedOptions() {
  const [value, setValue] = React.useState<string[]>([...fixedChannels, '#frontend']);

  return (
    <Autocomplete
      id="fixed-options-channels"
      multiple
      options={channels}
      value={value}
      onChange={(_event, newValue) => {
        // Put the fixed channels back first, whatever the user removed or cleared.
        setValue([...fixedChannels, ...newValue.filter((option) => !fixedChannels.includes(option))]);
      }}
      getOptionDisabled={(option) => fixedChannels.includes(option)}
      renderTags={(tagValue, getTagProps) =>
        tagValue.map((option, index) => {
          const { key, ...tagProps } = getTagProps({ index });
          const fixed = fixedChannels.includes(option);
          return (
            <Chip
              key={key}
              label={option}
              {...tagProps}
              icon={fixed ? <LockOutlinedIcon fontSize="small" /> : undefined}
              onDelete={fixed ? undefined : tagProps.onDelete}
            />
          );
        })
      }
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label="Post to channels" />}
    />
  );
}
