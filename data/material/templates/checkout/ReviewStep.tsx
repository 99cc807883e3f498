import type * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SHIPPING_METHODS } from './data';
import { cardBrand, countryOf, type PaymentValues, type ShippingValues } from './validation';

interface ReviewStepProps {
  shipping: ShippingValues;
  payment: PaymentValues;
  /** Go back to a step to change it: 0 for shipping, 1 for payment. */
  onEdit: (step: number) => void;
}

function Block({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: string;
  onEdit: () => void;
  editLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h3">{title}</Typography>
        <Button size="small" onClick={onEdit} aria-label={editLabel}>
          Edit
        </Button>
      </Box>
      <Typography component="div" variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere', '& > div': { mb: 0.25 } }}>
        {children}
      </Typography>
    </Box>
  );
}

export default function ReviewStep({ shipping, payment, onEdit }: ReviewStepProps) {
  const method = SHIPPING_METHODS.find((option) => option.id === shipping.method) ?? SHIPPING_METHODS[0];
  const lastFour = payment.cardNumber.replace(/\D/g, '').slice(-4);

  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Check the details below, then place your order. You can still change anything.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Block title="Ship to" onEdit={() => onEdit(0)} editLabel="Edit shipping address">
            <Box sx={{ color: 'text.primary', fontWeight: 600 }}>
              {shipping.firstName} {shipping.lastName}
            </Box>
            <div>{shipping.address1}</div>
            {shipping.address2 && <div>{shipping.address2}</div>}
            <div>
              {shipping.city}, {shipping.region} {shipping.postalCode}
            </div>
            <div>{countryOf(shipping.country).name}</div>
          </Block>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Block title="Contact" onEdit={() => onEdit(0)} editLabel="Edit contact details">
            <div>{shipping.email}</div>
            {shipping.phone && <div>{shipping.phone}</div>}
          </Block>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Block title="Delivery" onEdit={() => onEdit(0)} editLabel="Edit delivery method">
            <Box sx={{ color: 'text.primary', fontWeight: 600 }}>{method.label}</Box>
            <div>{method.detail}</div>
          </Block>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Block title="Payment" onEdit={() => onEdit(1)} editLabel="Edit payment details">
            <Box sx={{ color: 'text.primary', fontWeight: 600 }}>
              {cardBrand(payment.cardNumber)} ending in {lastFour}
            </Box>
            <div>Expires {payment.expiry.replace(/ /g, '')}</div>
            <div>{payment.cardName}</div>
          </Block>
        </Grid>
      </Grid>
    </>
  );
}
