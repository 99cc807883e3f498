import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

export default function RadioFocusOutline() {
  return (
    <FormControl>
      <FormLabel>Newsletter frequency</FormLabel>
      <RadioGroup defaultValue="weekly" name="newsletter-frequency">
        {['Daily', 'Weekly', 'Monthly'].map((label) => (
          <Radio
            key={label}
            value={label.toLowerCase()}
            label={label}
            slotProps={{
              // Stretch the action element over the label and draw the focus outline around both.
              action: {
                sx: (theme) => ({
                  inset: '-4px -8px',
                  borderRadius: 'sm',
                  [`&.${radioClasses.focusVisible}`]: {
                    outline: `2px solid ${theme.vars.palette.success[500]}`,
                    outlineOffset: 0,
                  },
                }),
              },
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
