import * as React from 'react';
import { Button } from '@mui/base/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

const iconButton =
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-lg border border-solid border-gray-400 bg-transparent p-0 text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800 [&.base--active]:bg-gray-200 dark:[&.base--active]:bg-gray-700 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function ButtonIconOnly() {
  const [message, setMessage] = React.useState('');
  return (
    <div>
      <div className="flex gap-2">
        <Button aria-label="Copy link" onClick={() => setMessage('Link copied')} className={iconButton}>
          <ContentCopyIcon fontSize="small" />
        </Button>
        <Button aria-label="Share" onClick={() => setMessage('Share sheet opened')} className={iconButton}>
          <ShareIcon fontSize="small" />
        </Button>
        <Button aria-label="Delete" onClick={() => setMessage('Moved to trash')} className={iconButton}>
          <DeleteOutlineIcon fontSize="small" />
        </Button>
      </div>
      <p role="status" className="mt-2 mb-0 min-h-[1.5em] text-sm text-gray-600 dark:text-gray-300">
        {message}
      </p>
    </div>
  );
}
