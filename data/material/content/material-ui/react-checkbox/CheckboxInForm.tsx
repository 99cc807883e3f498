import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CheckboxInForm() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const topics = data.getAll('topics');
    setSubmitted(`topics=${topics.length ? topics.join(', ') : '(none)'}; digest=${data.get('digest') ?? '(not sent)'}`);
  };

  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Newsletter topics</FormLabel>
        <FormGroup>
          <FormControlLabel control={<Checkbox name="topics" value="releases" defaultChecked />} label="Product releases" />
          <FormControlLabel control={<Checkbox name="topics" value="events" />} label="Events near me" />
          <FormControlLabel control={<Checkbox name="topics" value="research" />} label="Research and case studies" />
        </FormGroup>
      </FormControl>
      <FormControlLabel control={<Checkbox name="digest" />} label="Bundle everything into one weekly email" />
      <Button type="submit" variant="outlined">
        Save preferences
      </Button>
      <Typography variant="body2" component="output" aria-live="polite" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {submitted ?? 'Submit to see the form data.'}
      </Typography>
    </Stack>
  );
}
