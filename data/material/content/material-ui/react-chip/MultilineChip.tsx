import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const note = 'Delivery note: leave the parcel with the neighbour at number 12 if nobody answers';

export default function MultilineChip() {
  const [hasNote, setHasNote] = React.useState(true);

  return (
    <Stack sx={{ width: '100%', maxWidth: 280, alignItems: 'flex-start' }}>
      {hasNote ? (
        <Chip
          label={note}
          onDelete={() => setHasNote(false)}
          sx={{
            height: 'auto',
            py: 0.75,
            '& .MuiChip-label': {
              display: 'block',
              whiteSpace: 'normal',
            },
          }}
        />
      ) : (
        <Button size="small" onClick={() => setHasNote(true)}>
          Restore the note
        </Button>
      )}
    </Stack>
  );
}
