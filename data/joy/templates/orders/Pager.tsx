import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import KeyboardArrowLeftRoundedIcon from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRoundedIcon from '@mui/icons-material/KeyboardArrowRightRounded';

export const PAGE_SIZES = [10, 25, 50];

interface PagerProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Which rows are shown, pages to move between and how many rows a page holds. */
export default function Pager({ page, pageSize, count, onPage, onPageSize }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);

  return (
    <Box
      component="nav"
      aria-label="Pages of orders"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, justifyContent: 'space-between' }}
    >
      <Typography level="body-sm" aria-live="polite" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {count === 0 ? 'No orders' : `${from}–${to} of ${count} ${count === 1 ? 'order' : 'orders'}`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
        <FormControl size="sm" orientation="horizontal" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          <FormLabel sx={{ m: 0 }}>Rows per page</FormLabel>
          <Select value={pageSize} onChange={(_event, value) => value && onPageSize(value)} sx={{ minWidth: 72 }}>
            {PAGE_SIZES.map((size) => (
              <Option key={size} value={size}>
                {size}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Previous page"
            disabled={page === 0}
            onClick={() => onPage(page - 1)}
          >
            <KeyboardArrowLeftRoundedIcon />
          </IconButton>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {Array.from({ length: pageCount }, (_, index) => (
              <Button
                key={index}
                size="sm"
                variant={index === page ? 'soft' : 'plain'}
                color={index === page ? 'primary' : 'neutral'}
                aria-current={index === page ? 'page' : undefined}
                aria-label={`Page ${index + 1}`}
                onClick={() => onPage(index)}
                sx={{ minWidth: 32, px: 1 }}
              >
                {index + 1}
              </Button>
            ))}
          </Box>
          <Typography level="body-sm" sx={{ display: { xs: 'block', md: 'none' }, px: 1, whiteSpace: 'nowrap' }}>
            Page {page + 1} of {pageCount}
          </Typography>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Next page"
            disabled={page >= pageCount - 1}
            onClick={() => onPage(page + 1)}
          >
            <KeyboardArrowRightRoundedIcon />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
