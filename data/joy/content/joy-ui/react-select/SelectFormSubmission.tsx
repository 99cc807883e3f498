import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectFormSubmission() {
  const [submitted, setSubmitted] = React.useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = Object.fromEntries(new FormData(event.currentTarget));
        setSubmitted(JSON.stringify(data));
      }}
    >
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-end' } }}>
        <FormControl sx={{ minWidth: 200 }}>
          <FormLabel>Department</FormLabel>
          <Select name="department" required placeholder="Select a department">
            <Option value="design">Design</Option>
            <Option value="engineering">Engineering</Option>
            <Option value="finance">Finance</Option>
            <Option value="support">Customer support</Option>
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 140 }}>
          <FormLabel>Start month</FormLabel>
          <Select name="start" defaultValue={9}>
            <Option value={7}>July</Option>
            <Option value={8}>August</Option>
            <Option value={9}>September</Option>
          </Select>
        </FormControl>
        <Button type="submit">Request access</Button>
      </Stack>
      <Typography role="status" level="body-sm" sx={{ mt: 2, fontFamily: 'code' }}>
        {submitted && `Form data: ${submitted}`}
      </Typography>
    </form>
  );
}
