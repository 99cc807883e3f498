import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import classes from './css.module.css';

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
    <div className={classes.layout}>
      <ul aria-label="Team members" className={classes.grid}>
        {people.map((person) => (
          <li key={person.name} className={classes.card}>
            <span aria-hidden className={classes.avatar}>
              {initials(person.name)}
            </span>
            <span>
              <span className={classes.name}>{person.name}</span>
              <span className={classes.detail}>
                {person.role} · {person.city}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {/* Outside a table, the root is a <div> instead of a <td>. */}
      <TablePagination
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
          root: { className: classes.pagination },
          toolbar: { className: classes.toolbar },
          spacer: { className: classes.spacer },
          selectLabel: { className: classes.selectLabel },
          select: { className: classes.select },
          displayedRows: { 'aria-live': 'polite', className: classes.displayedRows },
          actions: {
            className: classes.actions,
            slots: { backPageIcon: BackIcon, nextPageIcon: NextIcon },
            slotProps: { backButton: { className: classes.pageButton }, nextButton: { className: classes.pageButton } },
          },
        }}
      />
    </div>
  );
}
