import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} aria-label="Search results pages" />
      <Pagination count={8} color="primary" aria-label="Order history pages" />
      <Pagination count={8} color="secondary" aria-label="Saved articles pages" />
      <Pagination count={8} disabled aria-label="Archived reports pages" />
    </Stack>
  );
}
