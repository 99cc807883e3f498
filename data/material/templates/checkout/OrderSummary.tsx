import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalCafeOutlinedIcon from '@mui/icons-material/LocalCafeOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { CART, PROMO } from './data';
import { formatMoney, type Totals } from './pricing';

interface OrderSummaryProps {
  totals: Totals;
  promoApplied: boolean;
  onPromoChange: (applied: boolean) => void;
  /** After the order is placed the code can no longer change. */
  locked?: boolean;
}

function Row({ label, value, strong }: { label: React.ReactNode; value: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: 2,
        py: 0.5,
        // The total is set off by a rule (a border: a list of terms may not contain an <hr>).
        ...(strong && { mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }),
      }}
    >
      <Typography component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: strong ? 800 : 500, fontSize: strong ? '1.2rem' : undefined, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function PromoCode({ applied, onChange, locked }: { applied: boolean; onChange: (applied: boolean) => void; locked?: boolean }) {
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState('');

  if (applied) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Chip icon={<LocalOfferOutlinedIcon />} label={`${PROMO.code} · ${PROMO.rate * 100}% off`} color="secondary" variant="outlined" />
        {!locked && (
          <Button size="small" onClick={() => onChange(false)} aria-label={`Remove code ${PROMO.code}`}>
            Remove
          </Button>
        )}
      </Box>
    );
  }

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const entered = code.trim().toUpperCase();
    if (!entered) {
      setError('Enter a code first.');
    } else if (entered !== PROMO.code) {
      setError(`“${code.trim()}” is not a valid code.`);
    } else {
      setError('');
      setCode('');
      onChange(true);
    }
  };

  return (
    <Box component="form" onSubmit={apply} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        size="small"
        label="Promo code"
        fullWidth
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(error)}
        helperText={error || `Demo code: ${PROMO.code}`}
        disabled={locked}
      />
      <Button type="submit" variant="outlined" disabled={locked} sx={{ flexShrink: 0, height: 40 }}>
        Apply
      </Button>
    </Box>
  );
}

/** The cart and its totals; the same content in the sticky column and in the phone's collapsible panel. */
export default function OrderSummary({ totals, promoApplied, onPromoChange, locked }: OrderSummaryProps) {
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {CART.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Avatar
              variant="rounded"
              aria-hidden="true"
              sx={{ width: 56, height: 56, color: '#fff', background: `linear-gradient(135deg, ${item.colors[0]}, ${item.colors[1]})` }}
            >
              <LocalCafeOutlinedIcon />
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.detail} · Qty {item.quantity}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatMoney(item.price * item.quantity)}</Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <PromoCode applied={promoApplied} onChange={onPromoChange} locked={locked} />
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={`Subtotal (${totals.itemCount} items)`} value={formatMoney(totals.subtotal)} />
        {totals.discount > 0 && <Row label={`Discount (${PROMO.code})`} value={`−${formatMoney(totals.discount)}`} />}
        <Row label="Shipping" value={totals.shipping ? formatMoney(totals.shipping) : 'Free'} />
        <Row label="Estimated tax" value={formatMoney(totals.tax)} />
        <Row label="Total" value={formatMoney(totals.total)} strong />
      </Box>
    </>
  );
}
