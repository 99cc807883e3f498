import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert variant="solid" color="primary">
        Solid: the loudest, for the one message nobody should miss.
      </Alert>
      <Alert variant="soft" color="primary">
        Soft (the default): tinted, readable, calm enough for most notices.
      </Alert>
      <Alert variant="outlined" color="primary">
        Outlined: a border only, for hints that sit inside busy layouts.
      </Alert>
      <Alert variant="plain" color="primary">
        Plain: coloured text only, for the quietest inline remarks.
      </Alert>
    </Stack>
  );
}
