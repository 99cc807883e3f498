import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import PhoneRounded from '@mui/icons-material/PhoneRounded';

export default function TextFieldComposition() {
  return (
    <Stack spacing={2} sx={{ width: 340, maxWidth: '100%' }}>
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input name="full-name" autoComplete="name" placeholder="e.g. Noor Haddad" />
        <FormHelperText>As it appears on your passport.</FormHelperText>
      </FormControl>
      <FormControl size="sm">
        <FormLabel>Phone (optional)</FormLabel>
        <Input name="phone" type="tel" autoComplete="tel" startDecorator={<PhoneRounded />} placeholder="+44 20 7946 0958" />
        <FormHelperText>Only used if your delivery runs late.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
