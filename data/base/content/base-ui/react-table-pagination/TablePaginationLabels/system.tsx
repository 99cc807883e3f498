import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs, ItemAriaLabelType } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const MEMBERS = ['Inès Moreau', 'Hugo Lefèvre', 'Awa Diop', 'Théo Garnier', 'Léa Rousseau', 'Karim Benali'];
const ACTIONS = [
  'a modifié la facture F-2031',
  'a ajouté un commentaire',
  'a exporté le rapport mensuel',
  'a invité un nouveau membre',
  'a archivé le projet « Atlas »',
  'a changé le mot de passe',
  'a validé le devis D-118',
];

// 34 entries of an activity log, newest first, from fixed lists.
const LOG = Array.from({ length: 34 }, (_, index) => {
  const minutes = 17 * 60 + 45 - index * 13;
  return {
    id: index,
    time: `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
    member: MEMBERS[(index * 5) % MEMBERS.length],
    action: ACTIONS[(index * 3) % ACTIONS.length],
  };
});

const ARIA_LABELS: Record<ItemAriaLabelType, string> = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
};

const labelDisplayedRows = ({ from, to, count }: LabelDisplayedRowsArgs) => `${from}–${to} sur ${count === -1 ? `plus de ${to}` : count}`;

export default function TablePaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  // Like a server that does not report its total: -1 until a page reaches the end of the log.
  const [count, setCount] = React.useState(-1);
  const rows = LOG.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  const goTo = (newPage: number, perPage: number) => {
    setPage(newPage);
    if ((newPage + 1) * perPage >= LOG.length) {
      setCount(LOG.length);
    }
  };

  return (
    <Frame lang="fr">
      <Table aria-label="Journal d’activité">
        <thead>
          <tr>
            <th scope="col">Heure</th>
            <th scope="col">Membre</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.time}</td>
              <td>{entry.member}</td>
              <td>{entry.action}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Pagination
              count={count}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[10, 25]}
              labelRowsPerPage="Lignes par page :"
              labelDisplayedRows={labelDisplayedRows}
              getItemAriaLabel={(type) => ARIA_LABELS[type]}
              onPageChange={(_event, newPage) => goTo(newPage, rowsPerPage)}
              onRowsPerPageChange={(event) => {
                const perPage = Number(event.target.value);
                setRowsPerPage(perPage);
                goTo(0, perPage);
              }}
              slotProps={{ displayedRows: { 'aria-live': 'polite' } }}
            />
          </tr>
        </tfoot>
      </Table>
    </Frame>
  );
}

// Wide tables scroll sideways inside the frame on a narrow screen instead of widening the page.
const Frame = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  containerType: 'inline-size',
  border: '1px solid #d1d5db',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Table = styled('table')(({ theme }) => ({
  width: '100%',
  minWidth: 520,
  borderCollapse: 'collapse',
  fontSize: 14,
  color: '#111827',
  '& thead th, & tbody td': {
    padding: '10px 14px',
    borderBottom: '1px solid #e5e7eb',
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
  '& thead th': { backgroundColor: '#f9fafb', color: '#374151', fontWeight: 600 },
  '& tbody td:first-of-type': { color: '#4b5563', fontVariantNumeric: 'tabular-nums' },
  ...theme.applyStyles('dark', {
    color: '#f3f4f6',
    '& thead th': { backgroundColor: '#111827', color: '#d1d5db' },
    '& thead th, & tbody td': { borderBottomColor: '#374151' },
    '& tbody td:first-of-type': { color: '#d1d5db' },
  }),
}));

const Pagination = styled(TablePagination)(({ theme }) => ({
  // As wide as the frame (100cqw) and sticky, the toolbar stays in view while a wide table scrolls.
  '& .base-TablePagination-toolbar': {
    position: 'sticky',
    left: 0,
    boxSizing: 'border-box',
    width: '100cqw',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: '8px 16px',
    padding: '8px 12px',
  },
  '& .base-TablePagination-spacer': { display: 'none' },
  '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': {
    margin: 0,
    color: '#4b5563',
  },
  '& .base-TablePagination-select': {
    padding: '4px 6px',
    border: '1px solid #6b7280',
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
  },
  '& .base-TablePagination-actions': { display: 'flex', gap: 4 },
  '& .base-TablePagination-actions button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    padding: 0,
    border: '1px solid #d1d5db',
    borderRadius: 6,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: '#f3f4f6' },
    '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 1 },
    '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
  ...theme.applyStyles('dark', {
    '& .base-TablePagination-selectLabel, & .base-TablePagination-displayedRows': { color: '#d1d5db' },
    // The native list of options follows the page's scheme.
    '& .base-TablePagination-select': { borderColor: '#9ca3af', colorScheme: 'dark' },
    '& .base-TablePagination-select:focus-visible': { outlineColor: '#93c5fd' },
    '& .base-TablePagination-actions button': { borderColor: '#4b5563' },
    '& .base-TablePagination-actions button:hover:not(:disabled)': { backgroundColor: '#1f2937' },
    '& .base-TablePagination-actions button:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));
