import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function GlossaryLink() {
  const [shown, setShown] = React.useState(false);

  return (
    <div>
      <Typography>
        The ferry leaves from the{' '}
        <Link component="button" variant="body1" aria-expanded={shown} aria-controls="glossary-quay" onClick={() => setShown(!shown)}>
          quay
        </Link>{' '}
        at half past eight.
      </Typography>
      <Typography id="glossary-quay" variant="body2" sx={{ mt: 1, color: 'text.secondary' }} hidden={!shown}>
        Quay: a stone platform along the water where boats load and unload.
      </Typography>
    </div>
  );
}
