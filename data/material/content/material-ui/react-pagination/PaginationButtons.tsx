import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaginationButtons() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="body2" id="first-last-caption" sx={{ mb: 1, color: 'text.secondary' }}>
          With first and last page buttons
        </Typography>
        <Pagination count={24} defaultPage={9} siblingCount={0} showFirstButton showLastButton aria-labelledby="first-last-caption" />
      </div>
      <div>
        <Typography variant="body2" id="no-arrows-caption" sx={{ mb: 1, color: 'text.secondary' }}>
          Without previous and next buttons
        </Typography>
        <Pagination count={5} defaultPage={2} hidePrevButton hideNextButton aria-labelledby="no-arrows-caption" />
      </div>
    </Stack>
  );
}
