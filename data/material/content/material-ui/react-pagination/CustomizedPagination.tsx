import Pagination from '@mui/material/Pagination';
import PaginationItem, { paginationItemClasses } from '@mui/material/PaginationItem';
import { styled } from '@mui/material/styles';

// Square, borderless pages with an underline on the current one.
const TabLikeItem = styled(PaginationItem)(({ theme }) => ({
  borderRadius: 0,
  fontWeight: theme.typography.fontWeightMedium,
  borderBottom: '2px solid transparent',
  [`&.${paginationItemClasses.selected}`]: {
    backgroundColor: 'transparent',
    color: (theme.vars ?? theme).palette.primary.main,
    borderBottomColor: (theme.vars ?? theme).palette.primary.main,
    ...theme.applyStyles('dark', {
      color: (theme.vars ?? theme).palette.primary.light,
      borderBottomColor: (theme.vars ?? theme).palette.primary.light,
    }),
  },
  [`&.${paginationItemClasses.selected}:hover`]: {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
}));

export default function CustomizedPagination() {
  return <Pagination count={10} defaultPage={3} aria-label="Knowledge base pages" renderItem={(item) => <TabLikeItem {...item} />} />;
}
