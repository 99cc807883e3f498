import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function AlertVariants() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack spacing={1.5}>
        <Typography variant="overline" component="h3">
          Outlined
        </Typography>
        <Alert variant="outlined" severity="success">
          Invoice INV-2041 was sent to the client.
        </Alert>
        <Alert variant="outlined" severity="warning">
          Two line items have no tax rate.
        </Alert>
      </Stack>
      <Stack spacing={1.5}>
        <Typography variant="overline" component="h3">
          Filled
        </Typography>
        <Alert variant="filled" severity="info">
          A newer version of this document exists.
        </Alert>
        <Alert variant="filled" severity="error">
          The file is larger than 25 MB and was not attached.
        </Alert>
      </Stack>
    </Stack>
  );
}
