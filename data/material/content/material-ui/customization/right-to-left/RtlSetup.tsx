import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import PersonIcon from '@mui/icons-material/Person';

type Direction = 'rtl' | 'ltr';

// Step 3: one Emotion cache per direction. The RTL one runs stylis-plugin-rtl, which mirrors
// every generated rule (margin-left becomes margin-right, left: 0 becomes right: 0, and so on).
const caches = {
  rtl: createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'demo-ltr', stylisPlugins: [prefixer] }),
};

// Step 2: the theme's direction, read by components that compute positions (Slider, Menu, Drawer, Tabs…).
const withDirection = {
  rtl: (outerTheme: Theme): Theme => ({ ...outerTheme, direction: 'rtl' }),
  ltr: (outerTheme: Theme): Theme => ({ ...outerTheme, direction: 'ltr' }),
};

export default function RtlSetup() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  const [language, setLanguage] = React.useState('ar');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={direction}
        onChange={(_event, value: Direction | null) => value && setDirection(value)}
        aria-label="Direction of the form"
      >
        <ToggleButton value="rtl">Right to left</ToggleButton>
        <ToggleButton value="ltr">Left to right (wrong)</ToggleButton>
      </ToggleButtonGroup>
      {/* This site renders its server HTML with its own Emotion cache, so the demo's region renders in the browser only. */}
      <NoSsr fallback={<Skeleton variant="rounded" height={420} />}>
        <CacheProvider value={caches[direction]}>
          <ThemeProvider theme={withDirection[direction]}>
            {/* Step 1: the HTML direction, here on the form's element rather than on <html>. */}
            <Paper dir={direction} lang="ar" variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="p" gutterBottom>
                إعدادات الحساب
              </Typography>
              <Stack spacing={2.5}>
                <TextField
                  label="الاسم الكامل"
                  defaultValue="سلمى حداد"
                  size="small"
                  slotProps={{
                    input: {
                      startAdornment: (
                        <InputAdornment position="start">
                          <PersonIcon fontSize="small" aria-hidden />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <FormControl size="small">
                  <InputLabel id="rtl-language-label">لغة الواجهة</InputLabel>
                  <Select
                    labelId="rtl-language-label"
                    label="لغة الواجهة"
                    value={language}
                    onChange={(event) => setLanguage(event.target.value)}
                    // The menu is rendered in a portal, outside this element: it needs its own dir.
                    MenuProps={{ dir: direction }}
                  >
                    <MenuItem value="ar">العربية</MenuItem>
                    <MenuItem value="fa">فارسی</MenuItem>
                    <MenuItem value="he">עברית</MenuItem>
                  </Select>
                </FormControl>
                <Box>
                  <Typography id="rtl-font-size-label" variant="body2" gutterBottom>
                    حجم الخط
                  </Typography>
                  <Slider aria-labelledby="rtl-font-size-label" defaultValue={30} valueLabelDisplay="auto" />
                </Box>
                <FormControlLabel control={<Switch defaultChecked />} label="تفعيل الإشعارات" />
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    endIcon={
                      // Icons are not mirrored for you: flip the ones that point in the reading direction.
                      <ArrowForwardIcon sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />
                    }
                  >
                    التالي
                  </Button>
                  <Button>إلغاء</Button>
                </Stack>
              </Stack>
            </Paper>
          </ThemeProvider>
        </CacheProvider>
      </NoSsr>
    </Stack>
  );
}
