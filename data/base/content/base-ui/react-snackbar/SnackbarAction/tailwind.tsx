import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';

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
    // In an app, `position: fixed` places the snackbar against the window; the demo keeps it inside this stage.
    <div className="relative box-border overflow-hidden rounded-xl border border-solid border-gray-300 px-4 pt-4 pb-[76px] dark:border-gray-600">
      <div className="max-w-[420px] rounded-xl border border-solid border-gray-300 text-gray-900 dark:border-gray-600 dark:text-gray-100">
        {files.length === 0 ? (
          <p className="m-0 p-4 text-sm">
            No files left.{' '}
            <button
              type="button"
              onClick={() => setFiles(FILES)}
              className="cursor-pointer border-0 bg-transparent p-0 font-[inherit] text-blue-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:text-blue-300 dark:focus-visible:outline-blue-300"
            >
              Restore the sample files
            </button>
          </p>
        ) : (
          <ul className="m-0 list-none p-0">
            {files.map((file) => (
              <li
                key={file.id}
                className="flex items-center justify-between gap-3 py-2.5 pr-3 pl-4 [&+&]:[border-top:1px_solid_#e5e7eb] dark:[&+&]:[border-top-color:#374151]"
              >
                <span>
                  <span className="block text-sm font-semibold">{file.name}</span>
                  <span className="block text-[13px] text-gray-600 dark:text-gray-300">{file.size}</span>
                </span>
                <button
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
                  className="shrink-0 cursor-pointer rounded-lg border border-solid border-red-700 bg-transparent px-3 py-1.5 font-[inherit] text-[13px] font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:border-red-300 dark:text-red-300 dark:hover:bg-red-400/12 dark:focus-visible:outline-blue-300"
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
        className="absolute right-3 bottom-3 left-3 z-[1] box-border flex max-w-[480px] items-center gap-3 rounded-[10px] bg-gray-800 py-2 pr-2 pl-4 text-sm text-gray-50 shadow-[0_10px_30px_rgba(0,0,0,0.25)] sm:right-auto sm:min-w-80 dark:bg-gray-100 dark:text-gray-900 dark:shadow-[0_10px_30px_rgba(0,0,0,0.6)]"
      >
        <p role="status" className="m-0 flex-1 leading-[1.4]">
          {deleted ? `“${deleted.file.name}” deleted` : ''}
        </p>
        <button
          type="button"
          onClick={undo}
          className="shrink-0 cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 font-[inherit] text-sm leading-[normal] font-bold tracking-[0.04em] text-blue-300 uppercase hover:bg-white/12 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:text-blue-700 dark:hover:bg-black/8 dark:focus-visible:outline-blue-700"
        >
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
