import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import PublicRounded from '@mui/icons-material/PublicRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';

const audiences = [
  { value: 'everyone', label: 'Everyone', count: 1240 },
  { value: 'customers', label: 'Paying customers', count: 386 },
  { value: 'trial', label: 'Trial users', count: 97 },
];

export default function SelectDecorators() {
  const [audience, setAudience] = React.useState('customers');
  const current = audiences.find((item) => item.value === audience)!;

  return (
    <Stack spacing={2} sx={{ width: 300, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>Region</FormLabel>
        <Select startDecorator={<PublicRounded />} defaultValue="eu">
          <Option value="eu">Europe (Frankfurt)</Option>
          <Option value="us">United States (Virginia)</Option>
          <Option value="ap">Asia Pacific (Singapore)</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Send announcement to</FormLabel>
        <Select
          value={audience}
          onChange={(_, value) => value && setAudience(value)}
          startDecorator={<PeopleAltRounded />}
          endDecorator={
            <Chip size="sm" color="primary" variant="soft">
              {current.count.toLocaleString('en-US')}
            </Chip>
          }
        >
          {audiences.map((item) => (
            <Option key={item.value} value={item.value}>
              {item.label}
            </Option>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
