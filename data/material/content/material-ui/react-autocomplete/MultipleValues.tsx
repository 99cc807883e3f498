import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const teammates = [
  'Amara Okafor',
  'Björn Lindqvist',
  'Chen Wei',
  'Diego Ramírez',
  'Fatima Zahra',
  'Hana Kobayashi',
  'Ioana Popescu',
  'Kwame Mensah',
  'Leilani Kahale',
  'Mateus Costa',
  'Nadia Haddad',
  'Ravi Iyer',
  'Sofia Esposito',
  'Tomasz Nowak',
];

export default function MultipleValues() {
  const [invited, setInvited] = React.useState<string[]>([teammates[2], teammates[9]]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Autocomplete
        id="multiple-values-invite"
        multiple
        filterSelectedOptions
        options={teammates}
        value={invited}
        onChange={(_event, newValue) => setInvited(newValue)}
        renderInput={(params) => <TextField {...params} label="Invite to review" placeholder="Add a teammate" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {invited.length === 0 ? 'Nobody invited yet.' : `${invited.length} reviewer${invited.length === 1 ? '' : 's'} invited.`}
      </Typography>
    </Stack>
  );
}
