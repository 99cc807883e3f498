import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const sessions = ['Accessible forms', 'Design tokens', 'Testing with screen readers', 'Performance budgets'];
const MAX_SESSIONS = 2;

export default function CheckboxFormGroup() {
  const [chosen, setChosen] = React.useState<string[]>(['Design tokens']);

  const tooMany = chosen.length > MAX_SESSIONS;
  const none = chosen.length === 0;

  let helperText = `${chosen.length} of ${MAX_SESSIONS} chosen.`;
  if (tooMany) {
    helperText = `You can join at most ${MAX_SESSIONS} sessions. Clear ${chosen.length - MAX_SESSIONS} to continue.`;
  } else if (none) {
    helperText = 'Choose at least one session.';
  }

  return (
    <FormControl component="fieldset" variant="standard" error={tooMany || none} required>
      <FormLabel component="legend">Afternoon workshops</FormLabel>
      <FormGroup>
        {sessions.map((session) => (
          <FormControlLabel
            key={session}
            label={session}
            control={
              <Checkbox
                name="sessions"
                value={session}
                checked={chosen.includes(session)}
                onChange={(event) =>
                  setChosen((current) => (event.target.checked ? [...current, session] : current.filter((item) => item !== session)))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{helperText}</FormHelperText>
    </FormControl>
  );
}
