import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

const filters = ['In stock', 'Free delivery', 'On sale', 'Rated 4 stars and up'];

export default function FilterButtonBadge() {
  const [active, setActive] = React.useState<string[]>(['In stock']);
  const count = active.length;

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {/* The count of active filters on the button that opens them; the button's text says it too. */}
      <Badge badgeContent={count} size="sm" badgeInset="2px 4px">
        <Button
          variant="outlined"
          color="neutral"
          startDecorator={<TuneRounded />}
          aria-label={count ? `Filters, ${count} active` : 'Filters'}
        >
          Filters
        </Button>
      </Badge>
      <Stack spacing={1} role="group" aria-labelledby="filter-button-legend">
        <Typography id="filter-button-legend" level="title-sm">
          Active filters
        </Typography>
        {filters.map((filter) => (
          <Checkbox
            key={filter}
            size="sm"
            label={filter}
            checked={active.includes(filter)}
            onChange={(event) =>
              setActive((current) => (event.target.checked ? [...current, filter] : current.filter((item) => item !== filter)))
            }
          />
        ))}
      </Stack>
    </Box>
  );
}
