import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

type Direction = 'rtl' | 'ltr';

// Step 3: an Emotion cache per direction; the RTL one runs stylis-plugin-rtl, which mirrors every rule
// as it is generated (padding-left becomes padding-right, left: 0 becomes right: 0…).
const caches = {
  rtl: createCache({ key: 'joy-rtl-demo', stylisPlugins: [prefixer, rtlPlugin] }),
  ltr: createCache({ key: 'joy-ltr-demo', stylisPlugins: [prefixer] }),
};

// Step 2: the theme's direction, for styles and code that read theme.direction.
const themes = {
  rtl: extendTheme({ cssVarPrefix: 'rtl-demo', colorSchemeSelector: 'class', direction: 'rtl' }),
  ltr: extendTheme({ cssVarPrefix: 'rtl-demo', colorSchemeSelector: 'class', direction: 'ltr' }),
};

const subscribe = () => () => {};

export default function RtlSetup() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  // This site renders its HTML with its own Emotion cache: the demo's part renders in the browser only.
  const inBrowser = React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 440 }}>
      <ToggleButtonGroup
        size="sm"
        value={direction}
        onChange={(_event, value) => value && setDirection(value as Direction)}
        aria-label="Direction of the form"
      >
        <Button value="rtl">Right to left</Button>
        <Button value="ltr">Left to right (wrong for Hebrew)</Button>
      </ToggleButtonGroup>
      {inBrowser ? (
        <CacheProvider value={caches[direction]}>
          <CssVarsProvider theme={themes[direction]}>
            {/* Step 1: the HTML direction, here on the form's element rather than on <html>. */}
            <Sheet
              dir={direction}
              lang="he"
              variant="outlined"
              sx={{ p: 2, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2 }}
            >
              <Typography level="title-lg">פרטי משלוח</Typography>
              <FormControl>
                <FormLabel>שם מלא</FormLabel>
                <Input defaultValue="נועה לוי" startDecorator={<PersonRounded />} />
              </FormControl>
              <FormControl>
                <FormLabel>עיר</FormLabel>
                {/* The listbox is in a portal, outside the dir="rtl" element: it needs its own dir. */}
                <Select defaultValue="haifa" slotProps={{ listbox: { dir: direction } }}>
                  <Option value="haifa">חיפה</Option>
                  <Option value="tel-aviv">תל אביב</Option>
                  <Option value="beersheba">באר שבע</Option>
                </Select>
              </FormControl>
              <FormControl>
                <FormLabel id="rtl-tip-label">טיפ לשליח</FormLabel>
                {/* Joy UI's Slider doesn't read the theme's direction: it has a prop of its own. */}
                <Slider aria-labelledby="rtl-tip-label" defaultValue={30} valueLabelDisplay="auto" isRtl={direction === 'rtl'} />
              </FormControl>
              <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
                <Switch defaultChecked />
                <FormLabel sx={{ m: 0 }}>להשאיר ליד הדלת</FormLabel>
              </FormControl>
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  // Icons are not mirrored for you: flip the ones that point in the reading direction.
                  endDecorator={<ArrowForwardRounded sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : 'none' }} />}
                >
                  המשך
                </Button>
                <Button variant="plain" color="neutral">
                  ביטול
                </Button>
              </Box>
            </Sheet>
          </CssVarsProvider>
        </CacheProvider>
      ) : (
        <Skeleton variant="rectangular" height={420} sx={{ borderRadius: 'md' }} />
      )}
    </Box>
  );
}
