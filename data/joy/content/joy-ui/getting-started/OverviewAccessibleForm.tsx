import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function OverviewAccessibleForm() {
  const [name, setName] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const nameMissing = submitted && name.trim() === '';

  return (
    <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'md', width: '100%', maxWidth: 420 }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          setStatus(name.trim() === '' ? 'Please fix the highlighted field.' : `Room booked for ${name.trim()}.`);
        }}
      >
        <Stack spacing={2}>
          <Typography level="title-lg" component="h3">
            Book a meeting room
          </Typography>
          {/* FormControl links the label and helper text to the input: no ids to manage by hand. */}
          <FormControl required error={nameMissing}>
            <FormLabel>Booked by</FormLabel>
            <Input value={name} onChange={(event) => setName(event.target.value)} placeholder="Your name" />
            {nameMissing && (
              <FormHelperText>
                <InfoOutlinedIcon />
                Enter the name the booking is for.
              </FormHelperText>
            )}
          </FormControl>
          <FormControl>
            <FormLabel>Room</FormLabel>
            <Select defaultValue="harbour">
              <Option value="harbour">Harbour (6 seats)</Option>
              <Option value="orchard">Orchard (10 seats)</Option>
              <Option value="attic">Attic (4 seats)</Option>
            </Select>
          </FormControl>
          <FormControl>
            <FormLabel id="overview-length-label">Length</FormLabel>
            <RadioGroup
              orientation="horizontal"
              defaultValue="30"
              aria-labelledby="overview-length-label"
              sx={{ flexWrap: 'wrap', gap: 2 }}
            >
              <Radio value="30" label="30 min" />
              <Radio value="60" label="1 hour" />
              <Radio value="90" label="90 min" />
            </RadioGroup>
          </FormControl>
          <Checkbox label="Order coffee for the room" />
          <Button type="submit">Book room</Button>
          <Typography role="status" level="body-sm" color={nameMissing ? 'danger' : 'success'}>
            {status}
          </Typography>
        </Stack>
      </form>
    </Sheet>
  );
}
