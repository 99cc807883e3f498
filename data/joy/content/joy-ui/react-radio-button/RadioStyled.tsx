import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { styled } from '@mui/joy/styles';

// A radio with a thick ring when checked, instead of a filled dot.
const RingRadio = styled(Radio)(({ theme }) => ({
  [`& .${radioClasses.radio}`]: { transition: 'box-shadow 0.15s' },
  [`& .${radioClasses.radio}.${radioClasses.checked}`]: {
    backgroundColor: theme.vars.palette.background.surface,
    boxShadow: `inset 0 0 0 6px ${theme.vars.palette.primary[500]}`,
    borderColor: 'transparent',
  },
  [`& .${radioClasses.icon}`]: { display: 'none' },
}));

export default function RadioStyled() {
  return (
    <FormControl>
      <FormLabel>Seat</FormLabel>
      <RadioGroup defaultValue="aisle" name="seat" orientation="horizontal" sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <RingRadio value="window" label="Window" />
        <RingRadio value="middle" label="Middle" />
        <RingRadio value="aisle" label="Aisle" />
      </RadioGroup>
    </FormControl>
  );
}
