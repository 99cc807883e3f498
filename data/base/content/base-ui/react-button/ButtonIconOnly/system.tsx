import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function ButtonIconOnly() {
  const [message, setMessage] = React.useState('');
  return (
    <div>
      <Toolbar>
        <IconButton aria-label="Copy link" onClick={() => setMessage('Link copied')}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label="Share" onClick={() => setMessage('Share sheet opened')}>
          <ShareIcon fontSize="small" />
        </IconButton>
        <IconButton aria-label="Delete" onClick={() => setMessage('Moved to trash')}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Toolbar>
      <Status role="status">{message}</Status>
    </div>
  );
}

const Toolbar = styled('div')({ display: 'flex', gap: 8 });

const IconButton = styled(Button)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  borderRadius: 8,
  border: '1px solid #9ca3af',
  backgroundColor: 'transparent',
  color: '#111827',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&.base--active': { backgroundColor: '#e5e7eb' },
  '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#6b7280',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&.base--active': { backgroundColor: '#374151' },
    '&.base--focusVisible': { outlineColor: '#93c5fd' },
  },
});

const Status = styled('p')({
  minHeight: '1.5em',
  margin: '8px 0 0',
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});
