import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function AlertSizes() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert size="sm" startDecorator={<InfoOutlined />}>
        Small: fits in a table toolbar or beside a form field.
      </Alert>
      <Alert size="md" startDecorator={<InfoOutlined />}>
        Medium (the default): for most pages and cards.
      </Alert>
      <Alert size="lg" startDecorator={<InfoOutlined />}>
        Large: for a banner at the top of a page.
      </Alert>
    </Stack>
  );
}
