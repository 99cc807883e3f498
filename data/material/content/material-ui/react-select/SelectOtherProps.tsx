import * as React from 'react';
import FormControl, { FormControlProps } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Stack from '@mui/material/Stack';

interface PlanSelectProps {
  id: string;
  helper: string;
  initial: string;
  /** `disabled`, `error` and `required` go on the FormControl; every part of the field follows. */
  control?: Pick<FormControlProps, 'disabled' | 'error' | 'required'>;
  readOnly?: boolean;
}

function PlanSelect({ id, helper, initial, control, readOnly }: PlanSelectProps) {
  const [plan, setPlan] = React.useState(initial);

  return (
    <FormControl sx={{ width: 200 }} {...control}>
      <InputLabel id={`${id}-label`}>Plan</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        value={plan}
        label="Plan"
        onChange={(event: SelectChangeEvent) => setPlan(event.target.value)}
        readOnly={readOnly}
        aria-describedby={`${id}-helper`}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        <MenuItem value="starter">Starter</MenuItem>
        <MenuItem value="growth">Growth</MenuItem>
        <MenuItem value="scale">Scale</MenuItem>
      </Select>
      <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>
    </FormControl>
  );
}

export default function SelectOtherProps() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PlanSelect id="props-disabled" helper="Disabled: set by your admin" initial="growth" control={{ disabled: true }} />
      <PlanSelect id="props-error" helper="Error: no free seats on Starter" initial="starter" control={{ error: true }} />
      <PlanSelect id="props-read-only" helper="Read-only: change it in Billing" initial="scale" readOnly />
      <PlanSelect id="props-required" helper="Required: pick one to continue" initial="" control={{ required: true }} />
    </Stack>
  );
}
