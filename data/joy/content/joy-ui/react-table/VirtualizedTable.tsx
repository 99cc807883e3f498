import * as React from 'react';
import { TableVirtuoso, type TableComponents } from 'react-virtuoso';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

interface LogLine {
  id: number;
  time: string;
  service: string;
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

const services = ['auth', 'billing', 'search', 'uploads', 'mailer'];
const messages = ['Request served', 'Cache refreshed', 'Slow query logged', 'Retry scheduled', 'Token renewed', 'Upload finished'];

// 20,000 log lines, derived from their index: only the rows in view are rendered.
const lines: LogLine[] = Array.from({ length: 20000 }, (_, index) => {
  const seconds = index * 7;
  const level = index % 23 === 0 ? 'ERROR' : index % 9 === 0 ? 'WARN' : 'INFO';
  return {
    id: index + 1,
    time: [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60].map((n) => String(n).padStart(2, '0')).join(':'),
    service: services[index % services.length],
    level,
    message: messages[(index * 7) % messages.length],
  };
});

// TableVirtuoso draws the table with these parts; the Table keeps Joy's styles and a sticky header.
const components: TableComponents<LogLine> = {
  // `item` and `context` are Virtuoso's own props; they must not reach the DOM.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  Scroller: React.forwardRef<HTMLDivElement>(function Scroller({ context, ...props }: { context?: unknown }, ref) {
    return <div {...props} ref={ref} tabIndex={0} role="region" aria-label="Service log, scrollable" />;
  }),
  Table: ({ context, ...props }) => (
    <Table {...props} stickyHeader hoverRow aria-label="Service log" sx={{ minWidth: 520, '--TableCell-paddingX': '12px' }} />
  ),
  TableRow: ({ item, context, ...props }) => <tr {...props} />,
  /* eslint-enable @typescript-eslint/no-unused-vars */
};

export default function VirtualizedTable() {
  return (
    <Sheet variant="outlined" sx={{ height: 360, borderRadius: 'sm', overflow: 'hidden' }}>
      <TableVirtuoso
        data={lines}
        components={components}
        style={{ height: '100%' }}
        fixedHeaderContent={() => (
          <tr>
            <th style={{ width: 64 }}>Line</th>
            <th style={{ width: 80 }}>Time</th>
            <th style={{ width: 80 }}>Service</th>
            <th style={{ width: 72 }}>Level</th>
            <th>Message</th>
          </tr>
        )}
        itemContent={(_index, line) => (
          <React.Fragment>
            <td>{line.id}</td>
            <td>{line.time}</td>
            <td>{line.service}</td>
            <td>{line.level}</td>
            <td>{line.message}</td>
          </React.Fragment>
        )}
      />
    </Sheet>
  );
}
