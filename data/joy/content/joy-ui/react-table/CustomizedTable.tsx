import Table from '@mui/joy/Table';
import { styled } from '@mui/joy/styles';

// A reusable "ledger" table: rounded header, tinted header row and tabular digits.
const LedgerTable = styled(Table)(({ theme }) => ({
  '--TableCell-headBackground': theme.vars.palette.primary.softBg,
  '--TableCell-cornerRadius': theme.vars.radius.md,
  '--Table-headerUnderlineThickness': '0px',
  '--TableRow-hoverBackground': theme.vars.palette.primary.softHoverBg,
  '& thead th': { color: theme.vars.palette.primary.softColor },
  '& td': { fontVariantNumeric: 'tabular-nums' },
  '& tr > *:not(:first-of-type)': { textAlign: 'right' },
}));

const accounts = [
  { account: 'Current account', opening: '4,210.00', closing: '5,884.40' },
  { account: 'Savings', opening: '12,000.00', closing: '12,046.25' },
  { account: 'Card', opening: '−312.80', closing: '−96.10' },
];

export default function CustomizedTable() {
  return (
    <LedgerTable hoverRow aria-label="Balances this month">
      <thead>
        <tr>
          <th style={{ width: '44%' }}>Account</th>
          <th>Start (€)</th>
          <th>End (€)</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((row) => (
          <tr key={row.account}>
            <td>{row.account}</td>
            <td>{row.opening}</td>
            <td>{row.closing}</td>
          </tr>
        ))}
      </tbody>
    </LedgerTable>
  );
}
