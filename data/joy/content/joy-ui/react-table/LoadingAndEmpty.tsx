import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Table from '@mui/joy/Table';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

type State = 'loading' | 'empty' | 'loaded';

const returns = [
  { id: 'R-118', item: 'Rain jacket, size M', reason: 'Too small', refund: '€89.00' },
  { id: 'R-119', item: 'Trail shoes, 42', reason: 'Changed mind', refund: '€124.00' },
  { id: 'R-120', item: 'Head torch', reason: 'Arrived damaged', refund: '€35.00' },
];

export default function LoadingAndEmpty() {
  const [state, setState] = React.useState<State>('loading');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup size="sm" aria-label="Table state" value={state} onChange={(_event, value) => value && setState(value)}>
        <Button value="loading">Loading</Button>
        <Button value="empty">Empty</Button>
        <Button value="loaded">Loaded</Button>
      </ToggleButtonGroup>
      <Table aria-label="Open returns" aria-busy={state === 'loading'}>
        <thead>
          <tr>
            <th style={{ width: 64 }}>Return</th>
            <th>Item</th>
            <th>Reason</th>
            <th style={{ width: 80 }}>Refund</th>
          </tr>
        </thead>
        <tbody>
          {state === 'loading' &&
            [0, 1, 2].map((row) => (
              <tr key={row}>
                {[0, 1, 2, 3].map((cell) => (
                  <td key={cell}>
                    <Skeleton variant="text" level="body-sm" />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'empty' && (
            <tr>
              <td colSpan={4} style={{ height: 160 }}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
                  <Inventory2Outlined sx={{ fontSize: 32, color: 'text.tertiary' }} />
                  <Typography level="title-sm">No open returns</Typography>
                  <Typography level="body-sm">Returns that customers start will appear here.</Typography>
                </Box>
              </td>
            </tr>
          )}
          {state === 'loaded' &&
            returns.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{row.item}</td>
                <td>{row.reason}</td>
                <td>{row.refund}</td>
              </tr>
            ))}
        </tbody>
      </Table>
      <Typography role="status" level="body-xs">
        {state === 'loading' ? 'Loading returns…' : state === 'empty' ? 'No returns found.' : `${returns.length} returns loaded.`}
      </Typography>
    </Box>
  );
}
