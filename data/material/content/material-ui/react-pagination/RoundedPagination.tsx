import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function RoundedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={7} shape="rounded" color="primary" aria-label="Product catalog pages" />
      <Pagination count={7} shape="rounded" variant="outlined" aria-label="Recipe collection pages" />
    </Stack>
  );
}
