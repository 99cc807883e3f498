import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import classes from './css.module.css';

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
    <div className={classes.stage}>
      <div className={classes.card}>
        {files.length === 0 ? (
          <p className={classes.empty}>
            No files left.{' '}
            <button type="button" className={classes.linkButton} onClick={() => setFiles(FILES)}>
              Restore the sample files
            </button>
          </p>
        ) : (
          <ul className={classes.list}>
            {files.map((file) => (
              <li key={file.id} className={classes.item}>
                <span>
                  <span className={classes.fileName}>{file.name}</span>
                  <span className={classes.fileSize}>{file.size}</span>
                </span>
                <button
                  type="button"
                  aria-label={`Delete ${file.name}`}
                  className={classes.deleteButton}
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
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* A new key for every deletion restarts the timer of the message. */}
      <Snackbar
        key={deleted?.file.id}
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setOpen(false);
          }
        }}
        className={classes.snackbar}
      >
        <p role="status" className={classes.message}>
          {deleted ? `“${deleted.file.name}” deleted` : ''}
        </p>
        <button type="button" className={classes.actionButton} onClick={undo}>
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
