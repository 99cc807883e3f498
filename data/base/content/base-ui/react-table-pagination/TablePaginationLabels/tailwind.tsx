import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs, ItemAriaLabelType } from '@mui/base/TablePagination';

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

const cell = 'px-3.5 py-2.5 text-left whitespace-nowrap [border-bottom:1px_solid_#e5e7eb] dark:[border-bottom-color:#374151]';
const head = `${cell} bg-gray-50 font-semibold text-gray-700 dark:bg-gray-900 dark:text-gray-300`;
const pageButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md border border-solid border-gray-300 bg-transparent p-0 font-[inherit] text-inherit enabled:hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-45 dark:border-gray-600 dark:enabled:hover:bg-gray-800 dark:focus-visible:outline-blue-300';

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
    // Wide tables scroll sideways inside the frame on a narrow screen instead of widening the page.
    <div lang="fr" className="@container overflow-x-auto rounded-xl border border-solid border-gray-300 dark:border-gray-600">
      <table aria-label="Journal d’activité" className="w-full min-w-[520px] border-collapse text-sm text-gray-900 dark:text-gray-100">
        <thead>
          <tr>
            <th scope="col" className={head}>
              Heure
            </th>
            <th scope="col" className={head}>
              Membre
            </th>
            <th scope="col" className={head}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.id}>
              <td className={`${cell} text-gray-600 tabular-nums dark:text-gray-300`}>{entry.time}</td>
              <td className={cell}>{entry.member}</td>
              <td className={cell}>{entry.action}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
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
              slotProps={{
                // As wide as the frame (100cqw) and sticky, the toolbar stays in view while a wide table scrolls.
                toolbar: {
                  className: 'sticky left-0 box-border flex w-[100cqw] flex-wrap items-center justify-end gap-x-4 gap-y-2 px-3 py-2',
                },
                spacer: { className: 'hidden' },
                selectLabel: { className: 'm-0 text-gray-600 dark:text-gray-300' },
                select: {
                  className:
                    'cursor-pointer rounded-md border border-solid border-gray-500 bg-transparent px-1.5 py-1 font-[inherit] text-inherit focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-gray-400 dark:scheme-dark dark:focus-visible:outline-blue-300',
                },
                displayedRows: { 'aria-live': 'polite', className: 'm-0 text-gray-600 dark:text-gray-300' },
                actions: {
                  className: 'flex gap-1',
                  slotProps: {
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                  },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
