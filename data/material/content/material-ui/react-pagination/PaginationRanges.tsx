import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const ranges = [
  { label: 'Default: siblingCount 1, boundaryCount 1', siblingCount: 1, boundaryCount: 1 },
  { label: 'siblingCount 0', siblingCount: 0, boundaryCount: 1 },
  { label: 'boundaryCount 2', siblingCount: 1, boundaryCount: 2 },
  { label: 'siblingCount 0, boundaryCount 0', siblingCount: 0, boundaryCount: 0 },
];

export default function PaginationRanges() {
  return (
    <Stack spacing={2.5}>
      {ranges.map((range, index) => (
        <div key={range.label}>
          <Typography variant="body2" id={`range-caption-${index}`} sx={{ mb: 0.5, color: 'text.secondary', fontFamily: 'monospace' }}>
            {range.label}
          </Typography>
          <Pagination
            count={20}
            defaultPage={10}
            size="small"
            siblingCount={range.siblingCount}
            boundaryCount={range.boundaryCount}
            aria-labelledby={`range-caption-${index}`}
          />
        </div>
      ))}
    </Stack>
  );
}
