import { styled } from '@mui/material/styles';

/** A page's h1 with its page actions at the end of the line; the actions wrap below on a phone. */
const PageTitleRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1),
  marginBottom: theme.spacing(1.5),
  '& h1': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
}));

export default PageTitleRow;
