import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';

const methods = [
  { value: 'card', label: 'Credit or debit card', detail: 'Visa ending 4821', icon: <CreditCardRounded /> },
  { value: 'transfer', label: 'Bank transfer', detail: '1–2 business days', icon: <AccountBalanceRounded /> },
  { value: 'wallet', label: 'Store credit', detail: '$36.50 available', icon: <AccountBalanceWalletRounded /> },
  { value: 'invoice', label: 'Pay by invoice', detail: 'Business accounts only', icon: <ReceiptLongRounded /> },
];

export default function PaymentMethods() {
  const id = React.useId();

  return (
    <div>
      <Typography id={id} level="title-md" sx={{ mb: 1.5 }}>
        Payment method
      </Typography>
      <RadioGroup aria-labelledby={id} name="payment-method" defaultValue="card" overlay size="lg">
        <List
          sx={{
            minWidth: 240,
            maxWidth: 420,
            '--List-gap': '0.5rem',
            '--ListItem-paddingY': '0.75rem',
            '--ListItem-radius': '8px',
            '--ListItemDecorator-size': '2.5rem',
          }}
        >
          {methods.map((method) => (
            <ListItem
              key={method.value}
              variant="outlined"
              sx={{
                boxShadow: 'sm',
                [`&:has(.${radioClasses.checked})`]: { borderColor: 'primary.outlinedColor', bgcolor: 'primary.softBg' },
              }}
            >
              <ListItemDecorator>{method.icon}</ListItemDecorator>
              <Radio
                value={method.value}
                label={
                  <React.Fragment>
                    <Typography level="title-sm" component="span" sx={{ display: 'block' }}>
                      {method.label}
                    </Typography>
                    <Typography level="body-xs" component="span">
                      {method.detail}
                    </Typography>
                  </React.Fragment>
                }
                sx={{ flexGrow: 1, flexDirection: 'row-reverse', alignItems: 'center' }}
                slotProps={{ action: { sx: { borderRadius: 'var(--ListItem-radius)' } } }}
              />
            </ListItem>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
