import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerWithContent() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <Stack spacing={1.5}>
        <Button variant="outlined" color="neutral" fullWidth>
          Continue with a passkey
        </Button>
        <Divider>or</Divider>
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" placeholder="you@company.com" />
        </FormControl>
        <Button fullWidth>Send sign-in link</Button>
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-sm">Yesterday</Typography>
        <Typography level="body-md">Your invoice for March is ready to download.</Typography>
        <Divider>
          <Chip variant="soft" color="primary" size="sm">
            3 new messages
          </Chip>
        </Divider>
        <Typography level="body-md">The parcel was handed to the courier this morning.</Typography>
      </Stack>
    </Stack>
  );
}
