import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography level="body-md">
        Your subscription renews on{' '}
        <Typography fontWeight="lg" textColor="text.primary">
          1 July
        </Typography>{' '}
        for{' '}
        <Typography variant="soft" color="primary">
          €8.00 a month
        </Typography>
        . Cancel any time before then and you will{' '}
        <Typography color="danger" fontWeight="md">
          not be charged
        </Typography>
        .
      </Typography>
      <Typography level="title-lg">
        Plan: Studio {/* An explicit level on a nested Typography changes its size, still as an inline span. */}
        <Typography level="body-sm" textColor="text.tertiary">
          (billed yearly)
        </Typography>
      </Typography>
    </Stack>
  );
}
