import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { useTheme } from '@mui/material/styles';

const tips = [
  { title: 'Swipe to archive', body: 'Swipe a message to the left to archive it; swipe right to mark it as read.' },
  { title: 'Snooze for later', body: 'Long-press a message and choose a time: it comes back to the top of your inbox then.' },
  { title: 'Quiet hours', body: 'Turn off notifications at night from Settings, then Notifications.' },
  { title: 'Search by sender', body: 'Type “from:” followed by a name to find every message from that person.' },
];

export default function MobileStepperDots() {
  const theme = useTheme();
  const [activeStep, setActiveStep] = React.useState(0);
  const isRtl = theme.direction === 'rtl';

  return (
    <Box sx={{ maxWidth: 400, width: '100%' }}>
      <Box
        role="group"
        aria-roledescription="slide"
        aria-live="polite"
        aria-label={`Tip ${activeStep + 1} of ${tips.length}`}
        sx={{ p: 2, minHeight: 120, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Typography variant="subtitle1" component="h3">
          {tips[activeStep].title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {tips[activeStep].body}
        </Typography>
      </Box>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        nextButton={
          <Button size="small" onClick={() => setActiveStep((step) => step + 1)} disabled={activeStep === tips.length - 1}>
            Next
            {isRtl ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setActiveStep((step) => step - 1)} disabled={activeStep === 0}>
            {isRtl ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Back
          </Button>
        }
      />
    </Box>
  );
}
