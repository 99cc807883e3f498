import Box from '@mui/material/Box';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  // Each row's position in the tree: the names of its ancestors, then its own name.
  path: string[];
  kind: 'Folder' | 'Document' | 'Spreadsheet' | 'Image';
  sizeKb?: number;
  modified: Date;
}

const rows: FileEntry[] = [
  { id: 1, path: ['Projects'], kind: 'Folder', modified: new Date(2025, 2, 12) },
  { id: 2, path: ['Projects', 'Harbor bridge'], kind: 'Folder', modified: new Date(2025, 2, 12) },
  { id: 3, path: ['Projects', 'Harbor bridge', 'Site survey.pdf'], kind: 'Document', sizeKb: 4820, modified: new Date(2025, 1, 27) },
  { id: 4, path: ['Projects', 'Harbor bridge', 'Load tests.xlsx'], kind: 'Spreadsheet', sizeKb: 212, modified: new Date(2025, 2, 12) },
  { id: 5, path: ['Projects', 'Harbor bridge', 'Photos'], kind: 'Folder', modified: new Date(2025, 2, 3) },
  { id: 6, path: ['Projects', 'Harbor bridge', 'Photos', 'North pier.jpg'], kind: 'Image', sizeKb: 3110, modified: new Date(2025, 2, 3) },
  { id: 7, path: ['Projects', 'Harbor bridge', 'Photos', 'Deck joints.jpg'], kind: 'Image', sizeKb: 2875, modified: new Date(2025, 2, 3) },
  { id: 8, path: ['Projects', 'School annex'], kind: 'Folder', modified: new Date(2025, 2, 9) },
  { id: 9, path: ['Projects', 'School annex', 'Floor plans.pdf'], kind: 'Document', sizeKb: 9640, modified: new Date(2025, 2, 9) },
  { id: 10, path: ['Projects', 'School annex', 'Budget.xlsx'], kind: 'Spreadsheet', sizeKb: 88, modified: new Date(2025, 2, 5) },
  { id: 11, path: ['Templates'], kind: 'Folder', modified: new Date(2025, 0, 20) },
  { id: 12, path: ['Templates', 'Meeting notes.docx'], kind: 'Document', sizeKb: 36, modified: new Date(2025, 0, 20) },
  { id: 13, path: ['Templates', 'Invoice.xlsx'], kind: 'Spreadsheet', sizeKb: 41, modified: new Date(2025, 0, 14) },
  { id: 14, path: ['Read me.txt'], kind: 'Document', sizeKb: 2, modified: new Date(2025, 0, 6) },
];

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const columns: GridColDef<FileEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 120 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value === undefined ? '—' : value >= 1024 ? `${(value / 1024).toFixed(1)} MB` : `${value} KB`),
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 140, valueFormatter: (value: Date) => day.format(value) },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) => row.path;

// The column that draws the tree: the name, indented, with an expand toggle on folders.
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Name', flex: 1, minWidth: 260 };

export default function TreeDataGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        aria-label="Shared drive"
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
