import * as React from 'react';
import { TablePagination, LabelDisplayedRowsArgs, ItemAriaLabelType } from '@mui/base/TablePagination';
import classes from './css.module.css';

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
    <div lang="fr" className={classes.frame}>
      <table aria-label="Journal d’activité" className={classes.table}>
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
              <td className={classes.time}>{entry.time}</td>
              <td>{entry.member}</td>
              <td>{entry.action}</td>
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
                toolbar: { className: classes.toolbar },
                spacer: { className: classes.spacer },
                selectLabel: { className: classes.label },
                select: { className: classes.select },
                displayedRows: { 'aria-live': 'polite', className: classes.label },
                actions: {
                  className: classes.actions,
                  slotProps: {
                    backButton: { className: classes.pageButton },
                    nextButton: { className: classes.pageButton },
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
