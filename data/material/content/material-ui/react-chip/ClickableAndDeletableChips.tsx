import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const initialFilters = ['Price: under $50', 'Brand: Nordlys', 'Rating: 4+'];

export default function ClickableAndDeletableChips() {
  const [filters, setFilters] = React.useState(initialFilters);
  const [message, setMessage] = React.useState('Click a filter to edit it, or remove it with ✕.');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }}>
        {filters.map((filter) => (
          <Chip
            key={filter}
            label={filter}
            color="primary"
            variant="outlined"
            onClick={() => setMessage(`Editing “${filter}”`)}
            onDelete={() => {
              setFilters((current) => current.filter((item) => item !== filter));
              setMessage(`Removed “${filter}”`);
            }}
          />
        ))}
        {filters.length === 0 && <Chip label="Reset filters" onClick={() => setFilters(initialFilters)} />}
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
