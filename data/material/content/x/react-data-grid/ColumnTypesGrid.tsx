import * as React from 'react';
import Box from '@mui/material/Box';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCellItem, GridColDef, GridRowId } from '@mui/x-data-grid';

type Priority = 'Low' | 'Normal' | 'High' | 'Urgent';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  estimate: number;
  due: Date;
  opened: Date;
  resolved: boolean;
}

// Fixed dates in 2025, built from local parts so they show the same wall-clock time everywhere.
const initialTickets: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice PDF shows the wrong VAT number',
    priority: 'High',
    estimate: 3,
    due: new Date(2025, 2, 18),
    opened: new Date(2025, 2, 10, 9, 12),
    resolved: false,
  },
  {
    id: 2,
    subject: 'Add Portuguese to the language picker',
    priority: 'Normal',
    estimate: 5,
    due: new Date(2025, 3, 2),
    opened: new Date(2025, 2, 11, 14, 40),
    resolved: false,
  },
  {
    id: 3,
    subject: 'Password reset email lands in spam',
    priority: 'Urgent',
    estimate: 2,
    due: new Date(2025, 2, 14),
    opened: new Date(2025, 2, 12, 8, 5),
    resolved: true,
  },
  {
    id: 4,
    subject: 'Export of the audit log times out',
    priority: 'High',
    estimate: 8,
    due: new Date(2025, 2, 21),
    opened: new Date(2025, 2, 12, 16, 30),
    resolved: false,
  },
  {
    id: 5,
    subject: 'Typo on the pricing FAQ',
    priority: 'Low',
    estimate: 0.5,
    due: new Date(2025, 3, 15),
    opened: new Date(2025, 2, 13, 11, 0),
    resolved: true,
  },
  {
    id: 6,
    subject: 'Dark mode contrast on the settings page',
    priority: 'Normal',
    estimate: 4,
    due: new Date(2025, 2, 28),
    opened: new Date(2025, 2, 13, 17, 45),
    resolved: false,
  },
  {
    id: 7,
    subject: 'Calendar sync skips recurring events',
    priority: 'Urgent',
    estimate: 6,
    due: new Date(2025, 2, 17),
    opened: new Date(2025, 2, 14, 7, 20),
    resolved: false,
  },
];

export default function ColumnTypesGrid() {
  const [rows, setRows] = React.useState<Ticket[]>(initialTickets);

  const toggleResolved = React.useCallback((id: GridRowId) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, resolved: !row.resolved } : row)));
  }, []);

  const duplicate = React.useCallback((id: GridRowId) => {
    setRows((current) => {
      const source = current.find((row) => row.id === id);
      if (!source) {
        return current;
      }
      const nextId = Math.max(...current.map((row) => row.id)) + 1;
      return [...current, { ...source, id: nextId, subject: `${source.subject} (copy)`, resolved: false }];
    });
  }, []);

  const remove = React.useCallback((id: GridRowId) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Ticket>[]>(
    () => [
      { field: 'subject', headerName: 'Subject', type: 'string', flex: 1, minWidth: 240 },
      {
        field: 'priority',
        headerName: 'Priority',
        type: 'singleSelect',
        valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
        width: 110,
      },
      { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
      { field: 'due', headerName: 'Due', type: 'date', width: 120 },
      { field: 'opened', headerName: 'Opened', type: 'dateTime', width: 190 },
      { field: 'resolved', headerName: 'Resolved', type: 'boolean', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="resolve"
            icon={<CheckCircleOutlineIcon />}
            label={row.resolved ? 'Reopen ticket' : 'Mark as resolved'}
            onClick={() => toggleResolved(id)}
          />,
          <GridActionsCellItem key="duplicate" icon={<ContentCopyIcon />} label="Duplicate" onClick={() => duplicate(id)} showInMenu />,
          <GridActionsCellItem key="delete" icon={<DeleteOutlineIcon />} label="Delete" onClick={() => remove(id)} showInMenu />,
        ],
      },
    ],
    [toggleResolved, duplicate, remove],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid aria-label="Support tickets" rows={rows} columns={columns} />
    </Box>
  );
}
