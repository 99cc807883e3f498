import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';

export default function ClearableInput() {
  const [value, setValue] = React.useState('overdue');
  const inputRef = React.useRef<HTMLInputElement>(null);

  return (
    <Input
      placeholder="Filter tasks"
      aria-label="Filter tasks"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          setValue('');
        }
      }}
      startDecorator={<FilterListRounded />}
      endDecorator={
        value ? (
          <IconButton
            variant="plain"
            color="neutral"
            aria-label="Clear filter"
            onClick={() => {
              setValue('');
              inputRef.current?.focus();
            }}
          >
            <CloseRounded />
          </IconButton>
        ) : null
      }
      slotProps={{ input: { ref: inputRef } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
