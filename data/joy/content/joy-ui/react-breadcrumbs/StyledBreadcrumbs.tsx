import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A breadcrumb for a multi-step flow: each step is a pill, the separator a thin rule.
const StepCrumbs = styled(Breadcrumbs)(({ theme }) => ({
  '--Breadcrumbs-gap': '0.25rem',
  padding: 0,
  '& .MuiBreadcrumbs-separator': {
    width: 20,
    height: 2,
    borderRadius: 1,
    overflow: 'hidden',
    color: 'transparent',
    backgroundColor: theme.vars.palette.text.tertiary,
  },
  '& .MuiBreadcrumbs-li > *': {
    borderRadius: theme.vars.radius.xl,
    padding: '0.125rem 0.625rem',
  },
}));

export default function StyledBreadcrumbs() {
  return (
    <StepCrumbs aria-label="Checkout steps" separator="">
      <Link href="?section=checkout-basket" variant="soft" color="success">
        Basket
      </Link>
      <Link href="?section=checkout-delivery" variant="soft" color="success">
        Delivery
      </Link>
      <Typography variant="solid" color="primary" aria-current="step">
        Payment
      </Typography>
    </StepCrumbs>
  );
}
