import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
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

const pageButton =
  'inline-flex min-h-9 cursor-pointer items-center justify-center gap-1 rounded-lg border border-solid border-gray-500 bg-transparent px-3 py-0 font-[inherit] font-semibold text-inherit enabled:hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-45 max-sm:min-h-11 max-sm:flex-1 dark:border-gray-400 dark:enabled:hover:bg-gray-800 dark:focus-visible:outline-blue-300';

export default function TablePaginationResponsive() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(6);
  const people = PEOPLE.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="grid gap-4 text-sm">
      <ul aria-label="Team members" className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-3 p-0">
        {people.map((person) => (
          <li
            key={person.name}
            className="flex items-center gap-3 rounded-[10px] border border-solid border-gray-300 p-3 text-gray-900 dark:border-gray-600 dark:text-gray-100"
          >
            <span
              aria-hidden
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-[#0f766e] text-[13px] font-bold text-white"
            >
              {initials(person.name)}
            </span>
            <span>
              <span className="block font-semibold">{person.name}</span>
              <span className="block text-[13px] text-gray-600 dark:text-gray-300">
                {person.role} · {person.city}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {/* Outside a table, the root is a <div> instead of a <td>. The toolbar wraps: on a phone the two
          buttons take a row of their own and share its width. */}
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
          root: { className: 'text-gray-900 dark:text-gray-100' },
          toolbar: { className: 'flex flex-wrap items-center gap-x-4 gap-y-3' },
          // The select and its label come first; the spacer pushes the rest to the right.
          spacer: { className: 'flex-auto' },
          selectLabel: { className: '-order-2 m-0 text-gray-600 dark:text-gray-300' },
          select: {
            className:
              '-order-1 cursor-pointer rounded-lg border border-solid border-gray-500 bg-transparent px-2 py-1.5 font-[inherit] text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-gray-400 dark:scheme-dark dark:focus-visible:outline-blue-300',
          },
          displayedRows: { 'aria-live': 'polite', className: 'm-0 text-gray-600 dark:text-gray-300' },
          actions: {
            className: 'flex gap-2 max-sm:basis-full',
            slots: { backPageIcon: BackIcon, nextPageIcon: NextIcon },
            slotProps: { backButton: { className: pageButton }, nextButton: { className: pageButton } },
          },
        }}
      />
    </div>
  );
}
