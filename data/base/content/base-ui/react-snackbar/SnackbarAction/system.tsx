import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';

const FILES = [
  { id: 'budget', name: 'Q3 budget.xlsx', size: '84 KB' },
  { id: 'brief', name: 'Campaign brief.docx', size: '212 KB' },
  { id: 'logo', name: 'Logo draft.svg', size: '36 KB' },
  { id: 'notes', name: 'Interview notes.md', size: '9 KB' },
];

type FileItem = (typeof FILES)[number];

export default function SnackbarAction() {
  const [files, setFiles] = React.useState(FILES);
  const [deleted, setDeleted] = React.useState<{ file: FileItem; index: number } | null>(null);
  const [open, setOpen] = React.useState(false);
  const deleteButtons = React.useRef(new Map<string, HTMLButtonElement>());
  const focusAfterUndo = React.useRef<string | null>(null);

  React.useEffect(() => {
    if (focusAfterUndo.current) {
      deleteButtons.current.get(focusAfterUndo.current)?.focus();
      focusAfterUndo.current = null;
    }
  }, [files]);

  const remove = (file: FileItem) => {
    setDeleted({ file, index: files.indexOf(file) });
    setFiles((current) => current.filter((item) => item.id !== file.id));
    setOpen(true);
  };

  const undo = () => {
    if (deleted) {
      const { file, index } = deleted;
      setFiles((current) => [...current.slice(0, index), file, ...current.slice(index)]);
      // The Undo button disappears with the message: give the focus to the restored row.
      focusAfterUndo.current = file.id;
    }
    setOpen(false);
  };

  return (
    <Stage>
      <Card>
        {files.length === 0 ? (
          <Empty>
            No files left.{' '}
            <LinkButton type="button" onClick={() => setFiles(FILES)}>
              Restore the sample files
            </LinkButton>
          </Empty>
        ) : (
          <List>
            {files.map((file) => (
              <Item key={file.id}>
                <span>
                  <FileName>{file.name}</FileName>
                  <FileSize>{file.size}</FileSize>
                </span>
                <DeleteButton
                  type="button"
                  aria-label={`Delete ${file.name}`}
                  ref={(node) => {
                    if (node) {
                      deleteButtons.current.set(file.id, node);
                    } else {
                      deleteButtons.current.delete(file.id);
                    }
                  }}
                  onClick={() => remove(file)}
                >
                  Delete
                </DeleteButton>
              </Item>
            ))}
          </List>
        )}
      </Card>
      {/* A new key for every deletion restarts the timer of the message. */}
      <StyledSnackbar
        key={deleted?.file.id}
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
      >
        <Message role="status">{deleted ? `“${deleted.file.name}” deleted` : ''}</Message>
        <ActionButton type="button" onClick={undo}>
          Undo
        </ActionButton>
      </StyledSnackbar>
    </Stage>
  );
}

// In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
const Stage = styled('div')(({ theme }) => ({
  position: 'relative',
  boxSizing: 'border-box',
  padding: '16px 16px 76px',
  overflow: 'hidden',
  border: '1px solid #d1d5db',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#4b5563' }),
}));

const Card = styled('div')(({ theme }) => ({
  maxWidth: 420,
  border: '1px solid #d1d5db',
  borderRadius: 12,
  color: '#111827',
  ...theme.applyStyles('dark', { borderColor: '#4b5563', color: '#f3f4f6' }),
}));

const List = styled('ul')({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: '10px 12px 10px 16px',
  '& + &': { borderTop: '1px solid #e5e7eb' },
  ...theme.applyStyles('dark', { '& + &': { borderTopColor: '#374151' } }),
}));

const FileName = styled('span')({
  display: 'block',
  fontSize: 14,
  fontWeight: 600,
});

const FileSize = styled('span')(({ theme }) => ({
  display: 'block',
  fontSize: 13,
  color: '#4b5563',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const DeleteButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  padding: '6px 12px',
  border: '1px solid #b91c1c',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#b91c1c',
  fontFamily: 'inherit',
  fontSize: 13,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#fef2f2' },
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#fca5a5',
    color: '#fca5a5',
    '&:hover': { backgroundColor: 'rgba(248, 113, 113, 0.12)' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

const Empty = styled('p')({
  margin: 0,
  padding: 16,
  fontSize: 14,
});

const LinkButton = styled('button')(({ theme }) => ({
  padding: 0,
  border: 0,
  backgroundColor: 'transparent',
  color: '#1d4ed8',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { color: '#93c5fd', '&:focus-visible': { outlineColor: '#93c5fd' } }),
}));

const StyledSnackbar = styled(Snackbar)(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  right: 12,
  bottom: 12,
  left: 12,
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  maxWidth: 480,
  padding: '8px 8px 8px 16px',
  borderRadius: 10,
  backgroundColor: '#1f2937',
  color: '#f9fafb',
  boxShadow: '0 10px 30px rgba(0, 0, 0, 0.25)',
  fontSize: 14,
  '@media (min-width: 640px)': { right: 'auto', minWidth: 320 },
  ...theme.applyStyles('dark', {
    backgroundColor: '#f3f4f6',
    color: '#111827',
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.6)',
  }),
}));

const Message = styled('p')({
  flex: 1,
  margin: 0,
  lineHeight: 1.4,
});

const ActionButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  padding: '6px 10px',
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#93c5fd',
  fontFamily: 'inherit',
  fontSize: 14,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
  '&:focus-visible': { outline: '2px solid #93c5fd', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    color: '#1d4ed8',
    '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.08)' },
    '&:focus-visible': { outlineColor: '#1d4ed8' },
  }),
}));
