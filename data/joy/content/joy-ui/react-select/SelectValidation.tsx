import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function SelectValidation() {
  const [reason, setReason] = React.useState<string | null>(null);
  const [error, setError] = React.useState(false);
  const [done, setDone] = React.useState(false);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(!reason);
        setDone(!!reason);
      }}
    >
      <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
        <FormControl error={error} required>
          <FormLabel>Reason for cancelling</FormLabel>
          <Select
            value={reason}
            onChange={(_, value) => {
              setReason(value);
              setError(false);
              setDone(false);
            }}
            placeholder="Choose a reason"
            slotProps={{ button: { 'aria-invalid': error } }}
          >
            <Option value="price">It costs too much</Option>
            <Option value="features">A feature I need is missing</Option>
            <Option value="switch">Switching to another tool</Option>
            <Option value="other">Something else</Option>
          </Select>
          <FormHelperText>
            {error ? (
              <React.Fragment>
                <InfoOutlined />
                Choose a reason to continue.
              </React.Fragment>
            ) : (
              'Your answer helps us improve.'
            )}
          </FormHelperText>
        </FormControl>
        <Button type="submit" color="danger" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Cancel subscription
        </Button>
        <Typography role="status" level="body-sm">
          {done ? 'Subscription cancelled. It stays active until 30 June.' : ''}
        </Typography>
      </Stack>
    </form>
  );
}
