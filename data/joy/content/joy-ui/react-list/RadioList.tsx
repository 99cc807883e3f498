import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import ElectricBikeOutlined from '@mui/icons-material/ElectricBikeOutlined';

const methods = [
  { value: 'standard', label: 'Standard delivery', detail: '3–5 working days · €4.90', icon: <LocalShippingOutlined /> },
  { value: 'courier', label: 'Same-day courier', detail: 'Order before 14:00 · €9.50', icon: <ElectricBikeOutlined /> },
  { value: 'pickup', label: 'Pick up in store', detail: 'Ready tomorrow · free', icon: <StorefrontOutlined /> },
];

export default function RadioList() {
  const [method, setMethod] = React.useState('standard');

  return (
    <RadioGroup aria-labelledby="shipping-method" value={method} onChange={(event) => setMethod(event.target.value)} sx={{ maxWidth: 360 }}>
      <FormLabel id="shipping-method" sx={{ mb: 1 }}>
        Shipping method
      </FormLabel>
      {/* Inside a RadioGroup, List gets role="presentation"; as a div, its items are divs too. */}
      <List
        component="div"
        variant="outlined"
        sx={{ borderRadius: 'sm', '--List-gap': '4px', '--List-padding': '4px', '--List-radius': '8px' }}
      >
        {methods.map((item) => (
          <ListItem
            key={item.value}
            variant={method === item.value ? 'soft' : 'plain'}
            color={method === item.value ? 'primary' : 'neutral'}
          >
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            <Radio
              overlay
              value={item.value}
              label={
                <React.Fragment>
                  {item.label}
                  <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
                    {item.detail}
                  </Typography>
                </React.Fragment>
              }
              sx={{ flexGrow: 1, flexDirection: 'row-reverse', justifyContent: 'space-between' }}
            />
          </ListItem>
        ))}
      </List>
    </RadioGroup>
  );
}
