import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';

// Every Stepper inside this provider gets the same look without per-step props.
const theme = extendTheme({
  cssVarPrefix: 'themed-stepper',
  colorSchemeSelector: 'class',
  components: {
    JoyStepper: {
      defaultProps: { size: 'lg' },
      styleOverrides: {
        root: {
          '--Step-connectorThickness': '2px',
          '--Step-connectorInset': '0px',
        },
      },
    },
    JoyStep: {
      defaultProps: { orientation: 'vertical' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          [`&.${stepClasses.completed}::after`]: { background: t.vars.palette.success[500] },
          [`&.${stepClasses.active}`]: { fontWeight: t.vars.fontWeight.lg },
        }),
      },
    },
    JoyStepIndicator: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderWidth: 2, borderRadius: 6 },
      },
    },
  },
});

const steps = ['Draft', 'Legal review', 'Signed', 'Archived'];

export default function ThemedStepper() {
  return (
    <CssVarsProvider theme={theme}>
      <Stepper sx={{ width: '100%' }}>
        {steps.map((label, index) => (
          <Step
            key={label}
            completed={index < 2}
            active={index === 2}
            indicator={<StepIndicator color={index < 2 ? 'success' : index === 2 ? 'primary' : 'neutral'}>{index + 1}</StepIndicator>}
          >
            {label}
          </Step>
        ))}
      </Stepper>
    </CssVarsProvider>
  );
}
