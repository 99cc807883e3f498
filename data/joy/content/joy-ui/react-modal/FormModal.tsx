import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import PersonAddRounded from '@mui/icons-material/PersonAddRounded';

interface Errors {
  name?: string;
  email?: string;
}

export default function FormModal() {
  const [open, setOpen] = React.useState(false);
  const [errors, setErrors] = React.useState<Errors>({});
  const [sent, setSent] = React.useState('');

  const close = () => {
    setOpen(false);
    setErrors({});
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const next: Errors = {};
    if (!name) {
      next.name = 'Enter a name.';
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      next.email = 'Enter an email address such as name@example.com.';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      // Put the keyboard on the first field to fix.
      const first = event.currentTarget.elements.namedItem(next.name ? 'name' : 'email') as HTMLInputElement;
      first.focus();
      return;
    }
    setSent(`Invitation sent to ${name} (${data.get('role')}).`);
    close();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Button startDecorator={<PersonAddRounded />} onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography role="status" level="body-sm">
        {sent}
      </Typography>
      <Modal open={open} onClose={close}>
        <ModalDialog sx={{ width: 440 }}>
          <DialogTitle>Invite a teammate</DialogTitle>
          <DialogContent>They will get an email with a link that is valid for 7 days.</DialogContent>
          <form onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              <FormControl error={Boolean(errors.name)}>
                <FormLabel>Name</FormLabel>
                {/* Focus starts in the first field: the dialog exists to fill it in. */}
                <Input name="name" autoFocus autoComplete="off" />
                {errors.name && <FormHelperText>{errors.name}</FormHelperText>}
              </FormControl>
              <FormControl error={Boolean(errors.email)}>
                <FormLabel>Email</FormLabel>
                <Input name="email" type="email" autoComplete="off" />
                {errors.email && <FormHelperText>{errors.email}</FormHelperText>}
              </FormControl>
              <FormControl>
                <FormLabel>Role</FormLabel>
                <RadioGroup name="role" defaultValue="Editor" orientation="horizontal" sx={{ flexWrap: 'wrap' }}>
                  <Radio value="Viewer" label="Viewer" />
                  <Radio value="Editor" label="Editor" />
                  <Radio value="Admin" label="Admin" />
                </RadioGroup>
              </FormControl>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button variant="plain" color="neutral" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit">Send invitation</Button>
              </Box>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
