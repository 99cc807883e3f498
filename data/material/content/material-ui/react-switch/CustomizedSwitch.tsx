import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const Thumb = styled('span')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  borderRadius: '50%',
  backgroundColor: '#fff',
  color: (theme.vars || theme).palette.grey[700],
  boxShadow: (theme.vars || theme).shadows[1],
  '& svg': { fontSize: 14 },
  '.Mui-checked &': { color: (theme.vars || theme).palette.primary.main },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 3,
  },
}));

const PillSwitch = styled((props: SwitchProps) => (
  <Switch
    disableRipple
    icon={
      <Thumb>
        <CloseIcon />
      </Thumb>
    }
    checkedIcon={
      <Thumb>
        <CheckIcon />
      </Thumb>
    }
    {...props}
  />
))(({ theme }) => ({
  width: 48,
  height: 28,
  padding: 0,
  margin: theme.spacing(0.5, 1.5, 0.5, 1),
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 4,
    transitionDuration: '200ms',
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      '& + .MuiSwitch-track': {
        backgroundColor: (theme.vars || theme).palette.primary.main,
        opacity: 1,
      },
    },
    '&.Mui-disabled + .MuiSwitch-track': {
      opacity: 0.4,
    },
  },
  '& .MuiSwitch-track': {
    borderRadius: 14,
    backgroundColor: (theme.vars || theme).palette.grey[600],
    opacity: 1,
  },
}));

export default function CustomizedSwitch() {
  return (
    <FormGroup>
      <FormControlLabel control={<PillSwitch defaultChecked />} label="Two-step verification" />
      <FormControlLabel control={<PillSwitch />} label="Remember this browser" />
      <FormControlLabel control={<PillSwitch disabled />} label="Passkeys (set by your organization)" />
    </FormGroup>
  );
}
