import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const saved = 'Harbour Street Bakery';

export default function InputFocusTrigger() {
  const [name, setName] = React.useState(saved);
  const [stored, setStored] = React.useState(saved);
  const dirty = name !== stored;

  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      <FormControl>
        <FormLabel>Search (ring on hover)</FormLabel>
        <Input placeholder="Try hovering over me" sx={{ '&:hover::before': { '--Input-focused': '1' } }} />
      </FormControl>
      <FormControl color={dirty ? 'warning' : 'neutral'}>
        <FormLabel>Shop name (ring while unsaved)</FormLabel>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          endDecorator={
            <Button size="sm" variant="soft" color={dirty ? 'warning' : 'neutral'} disabled={!dirty} onClick={() => setStored(name)}>
              Save
            </Button>
          }
          sx={dirty ? { '&::before': { '--Input-focused': '1' } } : undefined}
        />
        <FormHelperText role="status">{dirty ? 'Unsaved change.' : 'All changes saved.'}</FormHelperText>
      </FormControl>
    </Stack>
  );
}
