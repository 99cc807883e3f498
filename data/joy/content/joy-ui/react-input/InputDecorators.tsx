import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Stack from '@mui/joy/Stack';
import SearchRounded from '@mui/icons-material/SearchRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';

export default function InputDecorators() {
  const [currency, setCurrency] = React.useState('eur');

  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      <Input startDecorator={<SearchRounded />} placeholder="Search invoices" aria-label="Search invoices" />
      <Input
        startDecorator={<LinkRounded />}
        endDecorator={<Button variant="soft">Shorten</Button>}
        placeholder="Paste a long link"
        aria-label="Link to shorten"
      />
      <Input
        type="number"
        placeholder="0.00"
        aria-label="Amount"
        startDecorator={
          <React.Fragment>
            <Select
              variant="plain"
              value={currency}
              onChange={(_, value) => setCurrency(value!)}
              aria-label="Currency"
              slotProps={{ listbox: { variant: 'outlined' } }}
              sx={{ ml: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="eur">EUR €</Option>
              <Option value="usd">USD $</Option>
              <Option value="jpy">JPY ¥</Option>
            </Select>
            <Divider orientation="vertical" />
          </React.Fragment>
        }
        endDecorator="per month"
        slotProps={{ input: { min: 0, step: 0.01 } }}
      />
    </Stack>
  );
}
