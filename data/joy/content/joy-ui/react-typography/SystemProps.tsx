import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SystemProps() {
  return (
    <Stack spacing={2}>
      {/* Style props straight on the component: theme tokens for weight, size and color. */}
      <Typography fontWeight="xl" fontSize="xl2" textColor="primary.plainColor" mb={0.5}>
        €4,280 raised
      </Typography>
      {/* The same result with sx, which also takes selectors, breakpoints and any CSS. */}
      <Typography sx={{ fontWeight: 'xl', fontSize: 'xl2', color: 'primary.plainColor', mb: 0.5 }}>€4,280 raised</Typography>
      <Typography level="body-sm" fontStyle="italic" letterSpacing="0.02em">
        of a €6,000 goal, from 212 donors
      </Typography>
    </Stack>
  );
}
