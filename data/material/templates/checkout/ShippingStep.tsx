import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { COUNTRIES, SHIPPING_METHODS } from './data';
import { formatMoney } from './pricing';
import type { Form } from './useForm';
import { countryOf, type ShippingValues } from './validation';

export default function ShippingStep({ form }: { form: Form<ShippingValues> }) {
  const { field, values, setValue } = form;
  // Labels follow the country: "ZIP code" and "State" in the US, "Postcode" and "County" in the UK.
  const country = countryOf(values.country);

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="First name" autoComplete="given-name" required fullWidth {...field('firstName')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Last name" autoComplete="family-name" required fullWidth {...field('lastName')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          {...field('email')}
          helperText={form.errors.email ?? 'We send the receipt and tracking link here.'}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          select
          label="Country"
          autoComplete="country"
          fullWidth
          // A native select: the platform's own picker is the easiest on a phone.
          slotProps={{ select: { native: true } }}
          {...field('country')}
        >
          {COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField label="Street address" autoComplete="address-line1" required fullWidth {...field('address1')} />
      </Grid>
      <Grid size={12}>
        <TextField label="Apartment, suite, floor (optional)" autoComplete="address-line2" fullWidth {...field('address2')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Town or city" autoComplete="address-level2" required fullWidth {...field('city')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={country.region} autoComplete="address-level1" required fullWidth {...field('region')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label={country.postal} autoComplete="postal-code" required fullWidth {...field('postalCode')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          fullWidth
          {...field('phone')}
          helperText={form.errors.phone ?? 'Only for questions about delivery.'}
        />
      </Grid>
      <Grid size={12}>
        <FormControl sx={{ mt: 1, width: '100%' }}>
          <FormLabel id="delivery-label" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
            Delivery
          </FormLabel>
          <RadioGroup aria-labelledby="delivery-label" value={values.method} onChange={(event) => setValue('method', event.target.value)}>
            {SHIPPING_METHODS.map((method) => (
              <FormControlLabel
                key={method.id}
                value={method.id}
                control={<Radio />}
                sx={{
                  mx: 0,
                  mb: 1,
                  pr: 2,
                  border: 1,
                  borderColor: values.method === method.id ? 'primary.main' : 'divider',
                  borderRadius: 1,
                }}
                slotProps={{ typography: { sx: { flex: 1 } } }}
                label={
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1 }}>
                    <span>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                        {method.label}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                        {method.detail}
                      </Typography>
                    </span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {method.price ? formatMoney(method.price) : 'Free'}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}
