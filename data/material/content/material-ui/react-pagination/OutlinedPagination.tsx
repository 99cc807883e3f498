import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function OutlinedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={6} variant="outlined" aria-label="Invoices pages" />
      <Pagination count={6} variant="outlined" color="primary" aria-label="Support tickets pages" />
      <Pagination count={6} variant="outlined" color="secondary" aria-label="Team members pages" />
      <Pagination count={6} variant="outlined" disabled aria-label="Closed projects pages" />
    </Stack>
  );
}
