import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const initialText =
  'Meeting notes, 14 May. The venue for the spring workshop is confirmed. Catering for the workshop is still open: ask two more suppliers for a quote. Next meeting: agree the workshop agenda.';

export default function NonModalDialog() {
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState(initialText);
  const [query, setQuery] = React.useState('workshop');
  const triggerRef = React.useRef<HTMLButtonElement>(null);

  const matches = query.trim() ? text.toLowerCase().split(query.trim().toLowerCase()).length - 1 : 0;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Button ref={triggerRef} variant="outlined" size="small" aria-expanded={open} onClick={() => setOpen(true)} sx={{ mb: 1.5 }}>
        Find in notes
      </Button>
      <TextField label="Notes" multiline minRows={5} fullWidth value={text} onChange={(event) => setText(event.target.value)} />
      <Fade in={open} unmountOnExit>
        <Paper
          role="dialog"
          aria-modal="false"
          aria-labelledby="find-dialog-title"
          elevation={6}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
          // On phones the panel sits below the notes instead of covering them.
          sx={{
            position: { xs: 'static', sm: 'absolute' },
            top: 0,
            right: 0,
            mt: { xs: 1.5, sm: 0 },
            width: { xs: '100%', sm: 280 },
            p: 2,
            zIndex: 1,
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id="find-dialog-title" variant="subtitle2" component="h2">
              Find
            </Typography>
            <IconButton size="small" aria-label="Close find" onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <TextField
            autoFocus
            size="small"
            fullWidth
            label="Search for"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { 'aria-describedby': 'find-dialog-count' } }}
          />
          <Typography id="find-dialog-count" role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {matches === 1 ? '1 match' : `${matches} matches`}
          </Typography>
        </Paper>
      </Fade>
    </Box>
  );
}
