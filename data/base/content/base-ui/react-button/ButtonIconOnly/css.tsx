import * as React from 'react';
import { Button } from '@mui/base/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import classes from './css.module.css';

export default function ButtonIconOnly() {
  const [message, setMessage] = React.useState('');
  return (
    <div>
      <div className={classes.toolbar}>
        <Button aria-label="Copy link" onClick={() => setMessage('Link copied')} className={classes.iconButton}>
          <ContentCopyIcon fontSize="small" />
        </Button>
        <Button aria-label="Share" onClick={() => setMessage('Share sheet opened')} className={classes.iconButton}>
          <ShareIcon fontSize="small" />
        </Button>
        <Button aria-label="Delete" onClick={() => setMessage('Moved to trash')} className={classes.iconButton}>
          <DeleteOutlineIcon fontSize="small" />
        </Button>
      </div>
      <p role="status" className={classes.status}>
        {message}
      </p>
    </div>
  );
}
