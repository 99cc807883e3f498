import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table from '@mui/joy/Table';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['neutral', 'primary', 'danger', 'success', 'warning'] as const;

const rates = [
  { currency: 'Swiss franc', code: 'CHF', buy: '0.9412', sell: '0.9655' },
  { currency: 'Japanese yen', code: 'JPY', buy: '161.20', sell: '165.90' },
  { currency: 'Polish złoty', code: 'PLN', buy: '4.2810', sell: '4.3975' },
];

// A labelled row of radio buttons for one prop.
function Choice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = React.useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ flexWrap: 'wrap', gap: 1.5, '& > *': { m: 0 } }}
      >
        {options.map((option) => (
          <Radio key={option} value={option} label={option} size="sm" />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function TableVariants() {
  const [variant, setVariant] = React.useState<(typeof variants)[number]>('outlined');
  const [color, setColor] = React.useState<(typeof colors)[number]>('neutral');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <Choice label="variant" options={variants} value={variant} onChange={setVariant} />
        <Choice label="color" options={colors} value={color} onChange={setColor} />
      </Box>
      <Table aria-label="Exchange rates against the euro" variant={variant} color={color} sx={{ borderRadius: 'sm' }}>
        <thead>
          <tr>
            <th style={{ width: '45%' }}>Currency</th>
            <th>We buy</th>
            <th>We sell</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.code}>
              <td>
                {rate.currency} ({rate.code})
              </td>
              <td>{rate.buy}</td>
              <td>{rate.sell}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
