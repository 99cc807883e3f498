import Button from '@mui/joy/Button';

export default function QuickstartButton() {
  return <Button>Hello, Joy UI</Button>;
}
