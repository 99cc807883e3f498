import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  username: string;
  role: 'Viewer' | 'Editor' | 'Admin';
  active: boolean;
}

const initialMembers: Member[] = [
  { id: 1, name: 'Ines Carvalho', username: 'icarvalho', role: 'Admin', active: true },
  { id: 2, name: 'Daniel Mensah', username: 'dmensah', role: 'Editor', active: true },
  { id: 3, name: 'Yuki Tanaka', username: 'ytanaka', role: 'Editor', active: false },
  { id: 4, name: 'Fatima Zahra', username: 'fzahra', role: 'Viewer', active: true },
  { id: 5, name: 'Oscar Lindqvist', username: 'olindqvist', role: 'Viewer', active: true },
];

// Stands in for a request to a server that checks what it receives before saving it.
function saveMember(member: Member, allMembers: Member[]): Promise<Member> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const username = member.username.trim().toLowerCase();
      if (member.name.trim() === '') {
        reject(new Error('The server refused the change: a member needs a name.'));
      } else if (!/^[a-z0-9]{3,16}$/.test(username)) {
        reject(new Error('The server refused the change: a username has 3 to 16 lowercase letters or digits.'));
      } else if (allMembers.some((other) => other.id !== member.id && other.username === username)) {
        reject(new Error(`The server refused the change: the username "${username}" is already taken.`));
      } else {
        resolve({ ...member, name: member.name.trim(), username });
      }
    }, 800);
  });
}

export default function RowEditingGrid() {
  const [rows, setRows] = React.useState<Member[]>(initialMembers);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const [status, setStatus] = React.useState('Click the pencil of a row to edit it.');
  const [error, setError] = React.useState<string | null>(null);

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    // Keep the row in edit mode when focus leaves it: only Save, Enter, Cancel and Escape end the edit.
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const startEdit = (id: GridRowId) => setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit } }));
  const save = (id: GridRowId) => setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View } }));
  const cancel = (id: GridRowId) => {
    setError(null);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
  };

  const processRowUpdate = async (newRow: Member) => {
    setError(null);
    setStatus(`Saving ${newRow.name || 'the row'}…`);
    const saved = await saveMember(newRow, rows);
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    setStatus(`Saved ${saved.name}.`);
    return saved;
  };

  const handleProcessRowUpdateError = (reason: Error) => {
    // The row stays in edit mode, so the user can correct the value and save again.
    setStatus('Not saved.');
    setError(reason.message);
  };

  const columns: GridColDef<Member>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
    { field: 'username', headerName: 'Username', width: 140, editable: true },
    { field: 'role', headerName: 'Role', type: 'singleSelect', valueOptions: ['Viewer', 'Editor', 'Admin'], width: 110, editable: true },
    { field: 'active', headerName: 'Active', type: 'boolean', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveOutlinedIcon />} label={`Save ${row.name}`} onClick={() => save(id)} />,
              <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel editing" onClick={() => cancel(id)} />,
            ]
          : [<GridActionsCellItem key="edit" icon={<EditOutlinedIcon />} label={`Edit ${row.name}`} onClick={() => startEdit(id)} />],
    },
  ];

  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          aria-label="Workspace members, editable by row"
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleProcessRowUpdateError}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
