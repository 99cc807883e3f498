import Stack from '@mui/joy/Stack';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function FormStack() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
      <Typography level="title-md" component="h3">
        Shipping address
      </Typography>
      <Stack spacing={2} component="form" onSubmit={(event) => event.preventDefault()}>
        <FormControl>
          <FormLabel>Street</FormLabel>
          <Input autoComplete="street-address" defaultValue="Korte Nieuwstraat 8" />
        </FormControl>
        {/* Two fields side by side from sm, stacked on phones. */}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Postcode</FormLabel>
            <Input autoComplete="postal-code" defaultValue="2000" />
          </FormControl>
          <FormControl sx={{ flex: 2 }}>
            <FormLabel>City</FormLabel>
            <Input autoComplete="address-level2" defaultValue="Antwerp" />
          </FormControl>
        </Stack>
        <FormControl>
          <FormLabel>Country</FormLabel>
          <Select defaultValue="be">
            <Option value="be">Belgium</Option>
            <Option value="nl">Netherlands</Option>
            <Option value="lu">Luxembourg</Option>
          </Select>
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="plain" color="neutral">
            Cancel
          </Button>
          <Button type="submit">Save address</Button>
        </Stack>
      </Stack>
    </Card>
  );
}
