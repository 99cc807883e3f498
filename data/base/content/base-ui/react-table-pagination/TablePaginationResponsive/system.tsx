import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';

const PEOPLE = [
  { name: 'Amira Haddad', role: 'Product designer', city: 'Lisbon' },
  { name: 'Bruno Salas', role: 'Backend engineer', city: 'Mexico City' },
  { name: 'Chen Wei', role: 'Data analyst', city: 'Singapore' },
  { name: 'Dara O’Neill', role: 'Support lead', city: 'Dublin' },
  { name: 'Elif Demir', role: 'Frontend engineer', city: 'Istanbul' },
  { name: 'Femi Adeyemi', role: 'Engineering manager', city: 'Lagos' },
  { name: 'Greta Lind', role: 'Technical writer', city: 'Stockholm' },
  { name: 'Hiro Sato', role: 'Mobile engineer', city: 'Osaka' },
  { name: 'Isla Grant', role: 'Recruiter', city: 'Edinburgh' },
  { name: 'Javier Ruiz', role: 'Site reliability', city: 'Madrid' },
  { name: 'Keziah Otieno', role: 'QA engineer', city: 'Nairobi' },
  { name: 'Luca Bianchi', role: 'Sales engineer', city: 'Milan' },
  { name: 'Maya Patel', role: 'Product manager', city: 'Toronto' },
  { name: 'Nils Becker', role: 'Security engineer', city: 'Berlin' },
  { name: 'Olga Novak', role: 'Finance', city: 'Prague' },
  { name: 'Pita Ngata', role: 'Customer success', city: 'Auckland' },
  { name: 'Rosa Lima', role: 'Illustrator', city: 'Recife' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

// The page-icon slots receive no props; these also show a word, which the button's label contains.
const BackIcon = () => (
  <React.Fragment>
    <ChevronLeftRoundedIcon fontSize="small" />
    Previous
  </React.Fragment>
);
const NextIcon = () => (
  <React.Fragment>
    Next
    <ChevronRightRoundedIcon fontSize="small" />
  </React.Fragment>
);

export default function TablePaginationResponsive() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(6);
  const people = PEOPLE.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Layout>
      <Grid aria-label="Team members">
        {people.map((person) => (
          <Card key={person.name}>
            <Avatar aria-hidden>{initials(person.name)}</Avatar>
            <span>
              <Name>{person.name}</Name>
              <Detail>
                {person.role} · {person.city}
              </Detail>
            </span>
          </Card>
        ))}
      </Grid>
      {/* Outside a table, the root is a <div> instead of a <td>. */}
      <Pagination
        slots={{ root: 'div' }}
        count={PEOPLE.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[6, 12]}
        labelRowsPerPage="Per page"
        getItemAriaLabel={(type) => (type === 'previous' ? 'Previous page' : 'Next page')}
        onPageChange={(_event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        slotProps={{
          displayedRows: { 'aria-live': 'polite' },
          actions: { slots: { backPageIcon: BackIcon, nextPageIcon: NextIcon } },
        }}
      />
    </Layout>
  );
}

const Layout = styled('div')({
  display: 'grid',
  gap: 16,
  fontSize: 14,
});

const Grid = styled('ul')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Card = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: 12,
  border: '1px solid #d1d5db',
  borderRadius: 10,
  color: '#111827',
  ...theme.applyStyles('dark', { borderColor: '#4b5563', color: '#f3f4f6' }),
}));

const Avatar = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  borderRadius: '50%',
  backgroundColor: '#0f766e',
  color: '#fff',
  fontSize: 13,
  fontWeight: 700,
});

const Name = styled('span')({
  display: 'block',
  fontWeight: 600,
});

const Detail = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: 13,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

// The toolbar wraps: on a phone the two buttons take a row of their own and share its width.
const Pagination = styled(TablePagination)(({ theme }) => ({
  color: '#111827',
  '& .base-TablePagination-toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px 16px',
  },
  // The select and its label come first; the spacer pushes the rest to the right.
  '& .base-TablePagination-selectLabel': { order: -2, margin: 0, color: '#4b5563' },
  '& .base-TablePagination-select': {
    order: -1,
    padding: '6px 8px',
    border: '1px solid #6b7280',
    borderRadius: 8,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  },
  '& .base-TablePagination-spacer': { flex: '1 1 auto' },
  '& .base-TablePagination-displayedRows': { margin: 0, color: '#4b5563' },
  '& .base-TablePagination-actions': { display: 'flex', gap: 8 },
  '& .base-TablePagination-actions button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 4,
    minHeight: 36,
    padding: '0 12px',
    border: '1px solid #6b7280',
    borderRadius: 8,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: '#f3f4f6' },
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
  '@media (max-width: 639.98px)': {
    '& .base-TablePagination-actions': { flexBasis: '100%' },
    '& .base-TablePagination-actions button': { flex: 1, minHeight: 44 },
  },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { color: '#d1d5db' },
    // The native list of options follows the page's scheme.
    '& .base-TablePagination-select': { borderColor: '#9ca3af', colorScheme: 'dark' },
    '& .base-TablePagination-select:focus-visible': { outlineColor: '#93c5fd' },
    '& .base-TablePagination-actions button': { borderColor: '#9ca3af' },
    '& .base-TablePagination-actions button:hover:not(:disabled)': { backgroundColor: '#1f2937' },
    '& .base-TablePagination-actions button:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));
