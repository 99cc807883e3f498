import * as React from 'react';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepConnector, { stepConnectorClasses } from '@mui/material/StepConnector';
import { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import GavelIcon from '@mui/icons-material/Gavel';
import DrawOutlinedIcon from '@mui/icons-material/DrawOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';

// A thick connector, filled once the step before it is done or active.
const ThickConnector = styled(StepConnector)(({ theme }) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {
    top: 20,
    left: 'calc(-50% + 26px)',
    right: 'calc(50% + 26px)',
  },
  [`& .${stepConnectorClasses.line}`]: {
    height: 4,
    border: 0,
    borderRadius: 2,
    backgroundColor: (theme.vars ?? theme).palette.divider,
  },
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
  },
}));

const IconCircle = styled('div')<{ ownerState: { active?: boolean; completed?: boolean } }>(({ theme }) => ({
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1,
  color: (theme.vars ?? theme).palette.text.secondary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `2px solid ${(theme.vars ?? theme).palette.divider}`,
  variants: [
    {
      props: ({ ownerState }) => ownerState.active,
      style: {
        color: (theme.vars ?? theme).palette.primary.main,
        borderColor: (theme.vars ?? theme).palette.primary.main,
        boxShadow: `0 0 0 4px ${(theme.vars ?? theme).palette.action.selected}`,
      },
    },
    {
      props: ({ ownerState }) => ownerState.completed,
      style: {
        color: (theme.vars ?? theme).palette.primary.contrastText,
        backgroundColor: (theme.vars ?? theme).palette.primary.main,
        borderColor: (theme.vars ?? theme).palette.primary.main,
      },
    },
  ],
}));

const stepIcons: Record<number, React.ReactElement> = {
  1: <DescriptionOutlinedIcon />,
  2: <GavelIcon />,
  3: <DrawOutlinedIcon />,
  4: <ArchiveOutlinedIcon />,
};

// Receives active, completed and icon (the step number from 1) from StepLabel.
function ContractStepIcon({ active, completed, icon, className }: StepIconProps) {
  return (
    <IconCircle ownerState={{ active, completed }} className={className}>
      {completed ? <CheckIcon /> : stepIcons[Number(icon)]}
    </IconCircle>
  );
}

const steps = ['Draft', 'Legal review', 'Signatures', 'Filed'];

export default function CustomizedStepper() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stepper alternativeLabel activeStep={2} connector={<ThickConnector />}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel slots={{ stepIcon: ContractStepIcon }}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
