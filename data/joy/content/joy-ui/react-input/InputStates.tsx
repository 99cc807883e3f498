import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputStates() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl disabled>
        <FormLabel>Workspace URL</FormLabel>
        <Input defaultValue="northwind-studio" endDecorator=".example.app" />
        <FormHelperText>Only owners can change the address.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Invoice number</FormLabel>
        <Input readOnly defaultValue="INV-2024-0318" />
        <FormHelperText>Read-only: it can be selected and copied, but not edited.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
