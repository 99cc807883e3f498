import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

interface Rate {
  id: string;
  carrier: string;
  days: number;
  price: number;
}

const rates: Rate[] = [
  { id: 'std', carrier: 'Standard post', days: 5, price: 3.5 },
  { id: 'trk', carrier: 'Tracked parcel', days: 3, price: 6.9 },
  { id: 'exp', carrier: 'Express courier', days: 1, price: 14 },
];

export default function SelectObjectValues() {
  // The value is the object itself: keep the same references (here, items of `rates`).
  const [rate, setRate] = React.useState<Rate>(rates[1]);
  const [posted, setPosted] = React.useState('');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setPosted(String(new FormData(event.currentTarget).get('shipping-rate')));
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControl sx={{ width: 260, maxWidth: '100%' }}>
          <FormLabel>Shipping</FormLabel>
          <Select
            name="shipping-rate"
            value={rate}
            onChange={(_, value) => {
              if (value) {
                setRate(value);
                setPosted('');
              }
            }}
            // Objects are serialised as JSON by default; send only the id with the form.
            getSerializedValue={(option) => option?.value.id ?? ''}
          >
            {rates.map((item) => (
              <Option key={item.id} value={item} label={item.carrier}>
                {item.carrier} · €{item.price.toFixed(2)}
              </Option>
            ))}
          </Select>
        </FormControl>
        <Button type="submit" variant="outlined">
          Save
        </Button>
      </Stack>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        Arrives in {rate.days} {rate.days === 1 ? 'day' : 'days'} · €{rate.price.toFixed(2)}
        {posted && ` · the form sends shipping-rate=${posted}`}
      </Typography>
    </form>
  );
}
