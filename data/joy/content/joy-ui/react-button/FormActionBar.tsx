import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

export default function FormActionBar() {
  const [name, setName] = React.useState('Harbour Street Bakery');
  const [savedName, setSavedName] = React.useState(name);
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const dirty = name !== savedName;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setStatus('');
    timer.current = setTimeout(() => {
      setSaving(false);
      setSavedName(name);
      setStatus('Workspace name saved.');
    }, 1500);
  };

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 560, mx: 'auto', width: '100%' }}>
      <Box component="form" onSubmit={handleSubmit}>
        <Box sx={{ p: 2 }}>
          <FormControl>
            <FormLabel>Workspace name</FormLabel>
            <Input
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setStatus('');
              }}
            />
          </FormControl>
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            p: 1.5,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Button type="button" variant="plain" color="danger" startDecorator={<DeleteOutline />}>
            Delete workspace
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button type="button" variant="outlined" color="neutral" disabled={!dirty || saving} onClick={() => setName(savedName)}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!dirty}
            loading={saving}
            loadingIndicator={<CircularProgress thickness={3} aria-label="Saving" />}
          >
            Save changes
          </Button>
        </Box>
      </Box>
      <Typography level="body-sm" role="status" sx={{ px: 2, pb: status ? 1.5 : 0 }}>
        {status}
      </Typography>
    </Sheet>
  );
}
