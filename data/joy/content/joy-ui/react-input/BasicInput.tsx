import Input from '@mui/joy/Input';

export default function BasicInput() {
  return <Input placeholder="Search orders" aria-label="Search orders" sx={{ maxWidth: 320 }} />;
}
