import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator, { stepIndicatorClasses } from '@mui/joy/StepIndicator';
import Typography from '@mui/joy/Typography';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';

const steps = [
  { label: 'Ordered', icon: <ShoppingBagRounded /> },
  { label: 'Packed', icon: <Inventory2Rounded /> },
  { label: 'In transit', icon: <LocalShippingRounded /> },
  { label: 'Delivered', icon: <HomeRounded /> },
];
const current = 2;

export default function IconStepper() {
  return (
    <Stepper
      size="lg"
      sx={{
        width: '100%',
        '--StepIndicator-size': '3rem',
        '--Step-connectorInset': '0px',
        '--Step-connectorThickness': '3px',
        [`& .${stepIndicatorClasses.root}`]: {
          borderWidth: 3,
        },
        [`& .${stepClasses.completed}::after`]: {
          bgcolor: 'primary.solidBg',
        },
        [`& .${stepClasses.active} .${stepIndicatorClasses.root}`]: {
          borderColor: 'primary.solidBg',
        },
      }}
    >
      {steps.map((step, index) => (
        <Step
          key={step.label}
          orientation="vertical"
          completed={index < current}
          active={index === current}
          indicator={
            <StepIndicator variant={index < current ? 'solid' : 'outlined'} color={index <= current ? 'primary' : 'neutral'}>
              {step.icon}
            </StepIndicator>
          }
        >
          <Typography level="title-sm" sx={{ color: index <= current ? 'text.primary' : 'text.tertiary' }}>
            {step.label}
          </Typography>
        </Step>
      ))}
    </Stepper>
  );
}
