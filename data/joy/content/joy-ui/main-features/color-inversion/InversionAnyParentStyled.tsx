import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import { applySoftInversion } from '@mui/joy/colorInversion';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';

// A reusable section with soft success colours and inverted children, built with styled().
const SuccessPanel = styled('section')(({ theme }) => [
  {
    ...theme.variants.soft.success,
    padding: theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
  },
  applySoftInversion('success')(theme),
]);

export default function InversionAnyParentStyled() {
  return (
    <SuccessPanel aria-label="Order status" sx={{ width: '100%', maxWidth: 440 }}>
      <Typography level="title-md" startDecorator={<LocalShippingRounded />}>
        Order #20931 is on its way
      </Typography>
      <LinearProgress determinate value={66} aria-label="Delivery progress" />
      <Typography level="body-sm">Left the Leipzig depot this morning. Expected Thursday, 9:00–13:00.</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="sm">Track parcel</Button>
        <Button size="sm" variant="plain">
          Change delivery day
        </Button>
      </Box>
    </SuccessPanel>
  );
}
