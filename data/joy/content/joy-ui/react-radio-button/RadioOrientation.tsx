import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioOrientation() {
  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup orientation="horizontal" defaultValue="yearly" name="billing-period" sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <Radio value="monthly" label="Monthly" />
        <Radio value="quarterly" label="Quarterly" />
        <Radio value="yearly" label="Yearly (2 months free)" />
      </RadioGroup>
    </FormControl>
  );
}
