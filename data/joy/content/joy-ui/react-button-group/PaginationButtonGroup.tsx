import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const PAGE_COUNT = 5;
const PER_PAGE = 20;
const TOTAL = 93;

export default function PaginationButtonGroup() {
  const [page, setPage] = React.useState(1);
  const first = (page - 1) * PER_PAGE + 1;
  const last = Math.min(page * PER_PAGE, TOTAL);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Typography level="body-sm" role="status">
        Orders {first}–{last} of {TOTAL}
      </Typography>
      <Box component="nav" aria-label="Order pages">
        <ButtonGroup size="sm" aria-label="Pages">
          <IconButton aria-label="Previous page" disabled={page === 1} onClick={() => setPage(page - 1)}>
            <KeyboardArrowLeft />
          </IconButton>
          {Array.from({ length: PAGE_COUNT }, (_, index) => index + 1).map((number) => (
            <Button
              key={number}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              variant={number === page ? 'solid' : 'outlined'}
              color={number === page ? 'primary' : 'neutral'}
              onClick={() => setPage(number)}
              sx={{ minWidth: 36 }}
            >
              {number}
            </Button>
          ))}
          <IconButton aria-label="Next page" disabled={page === PAGE_COUNT} onClick={() => setPage(page + 1)}>
            <KeyboardArrowRight />
          </IconButton>
        </ButtonGroup>
      </Box>
    </Box>
  );
}
