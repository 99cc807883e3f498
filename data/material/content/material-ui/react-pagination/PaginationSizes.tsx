import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationSizes() {
  return (
    <Stack spacing={2}>
      <Pagination count={5} size="small" aria-label="Comments pages, small" />
      <Pagination count={5} aria-label="Comments pages, medium" />
      <Pagination count={5} size="large" aria-label="Comments pages, large" />
    </Stack>
  );
}
