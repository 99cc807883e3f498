import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const initialSearches = ['Open invoices over €500', 'Overdue since March', 'Clients in Lyon'];

export default function ClickableDeletableChips() {
  const [searches, setSearches] = React.useState(initialSearches);
  const [status, setStatus] = React.useState('No saved search applied.');

  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm">Saved searches</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {searches.map((search) => (
          <Chip
            key={search}
            variant="soft"
            color="primary"
            startDecorator={<Search />}
            onClick={() => setStatus(`Applied “${search}”.`)}
            endDecorator={
              <ChipDelete
                aria-label={`Delete saved search ${search}`}
                onDelete={() => {
                  setSearches((current) => current.filter((item) => item !== search));
                  setStatus(`Deleted “${search}”.`);
                }}
              />
            }
          >
            {search}
          </Chip>
        ))}
        {searches.length === 0 && <Typography level="body-sm">No saved searches left.</Typography>}
      </Stack>
      <Typography role="status" level="body-sm">
        {status}
      </Typography>
    </Stack>
  );
}
