import Stepper from '@mui/joy/Stepper';
import Step from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

export default function BasicStepper() {
  return (
    <Stepper sx={{ width: '100%' }}>
      <Step completed indicator={<StepIndicator>1</StepIndicator>}>
        Account
      </Step>
      <Step active indicator={<StepIndicator variant="solid">2</StepIndicator>}>
        Workspace
      </Step>
      <Step indicator={<StepIndicator>3</StepIndicator>}>Invite</Step>
    </Stepper>
  );
}
