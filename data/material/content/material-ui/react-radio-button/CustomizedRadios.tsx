import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio, { type RadioProps } from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { styled } from '@mui/material/styles';

// An outlined ring drawn with an inset shadow, so it keeps its size in every state.
const RingIcon = styled('span')(({ theme }) => ({
  width: 20,
  height: 20,
  borderRadius: '50%',
  boxShadow: `inset 0 0 0 2px ${(theme.vars || theme).palette.text.secondary}`,
  'input:hover ~ &': {
    backgroundColor: (theme.vars || theme).palette.action.hover,
  },
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
    outlineOffset: 3,
  },
  'input:disabled ~ &': {
    boxShadow: `inset 0 0 0 2px ${(theme.vars || theme).palette.action.disabled}`,
  },
}));

// Selected: a filled disc with a white centre.
const DotIcon = styled(RingIcon)(({ theme }) => ({
  boxShadow: 'none',
  backgroundColor: (theme.vars || theme).palette.primary.main,
  backgroundImage: 'radial-gradient(circle, #fff 0 4px, transparent 4.5px)',
  'input:hover ~ &': {
    backgroundColor: (theme.vars || theme).palette.primary.dark,
  },
}));

function RingRadio(props: RadioProps) {
  return <Radio disableRipple icon={<RingIcon />} checkedIcon={<DotIcon />} sx={{ '&:hover': { bgcolor: 'transparent' } }} {...props} />;
}

export default function CustomizedRadios() {
  return (
    <FormControl>
      <FormLabel id="paper-finish-label">Paper finish</FormLabel>
      <RadioGroup aria-labelledby="paper-finish-label" name="paper-finish" defaultValue="matte">
        <FormControlLabel value="matte" control={<RingRadio />} label="Matte" />
        <FormControlLabel value="gloss" control={<RingRadio />} label="Gloss" />
        <FormControlLabel value="satin" control={<RingRadio />} label="Satin" />
        <FormControlLabel value="linen" control={<RingRadio />} label="Linen texture (out of stock)" disabled />
      </RadioGroup>
    </FormControl>
  );
}
