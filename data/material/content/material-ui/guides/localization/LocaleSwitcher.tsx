import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { arEG, deDE, enUS, frFR, jaJP, type Localization } from '@mui/material/locale';

// Your own strings still need your own translations: the locale objects only cover the library's texts.
interface AppLocale {
  name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  library: Localization;
  city: string;
  rate: string;
}

const appLocales = {
  enUS: { name: 'English', lang: 'en', dir: 'ltr', library: enUS, city: 'Delivery city', rate: 'Rate your order' },
  deDE: { name: 'Deutsch', lang: 'de', dir: 'ltr', library: deDE, city: 'Lieferort', rate: 'Bestellung bewerten' },
  frFR: { name: 'Français', lang: 'fr', dir: 'ltr', library: frFR, city: 'Ville de livraison', rate: 'Notez votre commande' },
  jaJP: { name: '日本語', lang: 'ja', dir: 'ltr', library: jaJP, city: '配送先の都市', rate: '注文を評価' },
  arEG: { name: 'العربية', lang: 'ar', dir: 'rtl', library: arEG, city: 'مدينة التوصيل', rate: 'قيّم طلبك' },
} satisfies Record<string, AppLocale>;

type LocaleKey = keyof typeof appLocales;

const cities = ['Lisbon', 'Nairobi', 'Osaka', 'Montréal', 'Tbilisi', 'Valparaíso'];

// Right-to-left needs mirrored CSS as well as the `direction` token: Emotion flips it through this plugin.
const rtlCache = createCache({ key: 'demo-locale-rtl', stylisPlugins: [prefixer, rtlPlugin] });

function LocalizedContent({ locale }: { locale: AppLocale }) {
  const theme = useTheme();
  const [rating, setRating] = React.useState<number | null>(4);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  // The texts screen readers hear are plain default props of the theme, so they can be read back here.
  const ratingLabel = theme.components?.MuiRating?.defaultProps?.getLabelText?.(rating ?? 0) ?? `${rating ?? 0} Stars`;
  const noOptions = theme.components?.MuiAutocomplete?.defaultProps?.noOptionsText ?? 'No options';

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" lang={locale.lang} dir={locale.dir} sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Autocomplete options={cities} renderInput={(params) => <TextField {...params} label={locale.city} />} />
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
            <Typography component="legend" variant="body2" sx={{ p: 0 }}>
              {locale.rate}
            </Typography>
            <Rating name="locale-demo-rating" value={rating} onChange={(event, value) => setRating(value)} />
          </Box>
          <TablePagination
            component="div"
            count={57}
            page={page}
            onPageChange={(event, next) => setPage(next)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[5, 10, 25]}
            sx={{ overflowX: 'auto', '& .MuiToolbar-root': { px: 0, flexWrap: 'wrap' } }}
          />
        </Stack>
      </Paper>
      <Box component="dl" sx={{ m: 0, typography: 'body2', color: 'text.secondary', '& dd': { m: 0, mb: 0.5, color: 'text.primary' } }}>
        <dt>Rating read aloud as</dt>
        <dd>
          <span lang={locale.lang} dir={locale.dir}>
            {ratingLabel}
          </span>
        </dd>
        <dt>Autocomplete without matches</dt>
        <dd>
          <span lang={locale.lang} dir={locale.dir}>
            {String(noOptions)}
          </span>
        </dd>
      </Box>
    </Stack>
  );
}

export default function LocaleSwitcher() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('deDE');
  const locale: AppLocale = appLocales[localeKey];

  // Built once per locale: the library's strings become default props of a theme.
  const localized = React.useMemo(() => createTheme({ direction: locale.dir }, locale.library), [locale]);
  // Pattern: keep the surrounding theme (its colours follow light and dark mode), add the locale on top.
  const withLocale = React.useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      direction: localized.direction,
      components: { ...outer.components, ...localized.components },
    }),
    [localized],
  );

  const content = (
    <ThemeProvider theme={withLocale}>
      {/* A new key remounts the fields, so they pick up the new texts and direction cleanly. */}
      <LocalizedContent key={localeKey} locale={locale} />
    </ThemeProvider>
  );

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <TextField
        select
        label="Language"
        value={localeKey}
        onChange={(event) => setLocaleKey(event.target.value as LocaleKey)}
        sx={{ maxWidth: 240 }}
      >
        {(Object.keys(appLocales) as LocaleKey[]).map((key) => (
          <MenuItem key={key} value={key} lang={appLocales[key].lang}>
            {appLocales[key].name} ({key})
          </MenuItem>
        ))}
      </TextField>
      {locale.dir === 'rtl' ? <CacheProvider value={rtlCache}>{content}</CacheProvider> : content}
    </Stack>
  );
}
