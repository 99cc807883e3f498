import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import BoltRounded from '@mui/icons-material/BoltRounded';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';

const options = [
  { value: 'standard', title: 'Standard', detail: '3–5 working days', price: 'Free', icon: <LocalShippingOutlined /> },
  { value: 'express', title: 'Express', detail: 'Next working day', price: '£6.95', icon: <BoltRounded /> },
  { value: 'pickup', title: 'Click and collect', detail: 'From 14 shops', price: 'Free', icon: <StorefrontOutlined /> },
];

export default function SelectableCards() {
  const [value, setValue] = React.useState('standard');
  const idPrefix = React.useId();
  return (
    <RadioGroup
      aria-label="Delivery option"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, width: '100%' }}
    >
      {options.map((option) => {
        const checked = value === option.value;
        return (
          <Card
            key={option.value}
            variant={checked ? 'soft' : 'outlined'}
            color={checked ? 'primary' : 'neutral'}
            orientation="horizontal"
            sx={{ flex: 1, alignItems: 'flex-start', gap: 1.5, '&:focus-within': { boxShadow: 'sm' } }}
          >
            <Radio
              value={option.value}
              overlay
              aria-describedby={`${idPrefix}-${option.value}`}
              slotProps={{ input: { 'aria-label': option.title } }}
              sx={{ mt: 0.25 }}
            />
            {/* CardContent is raised (z-index 1) by default; lower it so the radio's overlay takes the clicks. */}
            <CardContent sx={{ zIndex: 'auto' }}>
              <Typography level="title-sm" startDecorator={option.icon}>
                {option.title}
              </Typography>
              <Typography level="body-xs" id={`${idPrefix}-${option.value}`}>
                {option.detail}
              </Typography>
              <Typography level="title-sm">{option.price}</Typography>
            </CardContent>
          </Card>
        );
      })}
    </RadioGroup>
  );
}
