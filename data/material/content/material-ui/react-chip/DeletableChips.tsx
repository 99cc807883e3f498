import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

const initialRecipients = ['nora@example.com', 'billing@example.org', 'm.santos@example.net'];

export default function DeletableChips() {
  const [recipients, setRecipients] = React.useState(initialRecipients);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }}>
        {recipients.map((recipient, index) => (
          <Chip
            key={recipient}
            label={recipient}
            variant={index % 2 === 0 ? 'filled' : 'outlined'}
            onDelete={() => setRecipients((current) => current.filter((item) => item !== recipient))}
          />
        ))}
      </Stack>
      <Button size="small" onClick={() => setRecipients(initialRecipients)} disabled={recipients.length === initialRecipients.length}>
        Restore recipients
      </Button>
    </Stack>
  );
}
