import Checkbox, { type CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

const UncheckedBox = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: 6,
  border: '2px solid',
  borderColor: (theme.vars || theme).palette.grey[500],
  backgroundColor: (theme.vars || theme).palette.background.paper,
  transition: theme.transitions.create(['background-color', 'border-color'], { duration: theme.transitions.duration.shortest }),
  'input:hover ~ &': {
    borderColor: (theme.vars || theme).palette.primary.main,
  },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:disabled ~ &': {
    opacity: 0.45,
  },
}));

const CheckedBox = styled(UncheckedBox)(({ theme }) => ({
  color: (theme.vars || theme).palette.primary.contrastText,
  backgroundColor: (theme.vars || theme).palette.primary.main,
  borderColor: (theme.vars || theme).palette.primary.main,
}));

function RoundedCheckbox(props: CheckboxProps) {
  return (
    <Checkbox
      disableRipple
      icon={<UncheckedBox />}
      checkedIcon={
        <CheckedBox>
          <CheckIcon sx={{ fontSize: 16 }} />
        </CheckedBox>
      }
      sx={{ '&:hover': { bgcolor: 'transparent' } }}
      {...props}
    />
  );
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Add gift wrapping" />
      <FormControlLabel control={<RoundedCheckbox />} label="Include a printed invoice" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Carbon-neutral shipping (unavailable)" />
    </FormGroup>
  );
}
