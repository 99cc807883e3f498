import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const birds = ['Robin', 'Wren', 'Heron', 'Kingfisher', 'Jay', 'Swift', 'Owl', 'Lapwing', 'Curlew', 'Puffin', 'Nuthatch'];
const PER_PAGE = 3;

export default function GalleryPagination() {
  const [page, setPage] = React.useState(1);
  const shown = birds.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <Stack spacing={2}>
      <Typography>Birds seen: {shown.join(', ')}</Typography>
      <Pagination
        count={Math.ceil(birds.length / PER_PAGE)}
        page={page}
        onChange={(_event, next) => setPage(next)}
        color="primary"
        aria-label="Bird list pages"
      />
    </Stack>
  );
}
