import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';

// theme.unstable_sx turns sx shorthands into styles, so the same syntax works in the theme and on instances.
const chipTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiChip: {
      styleOverrides: {
        root: ({ theme }) =>
          theme.unstable_sx({
            px: 0.75,
            height: 28,
            borderRadius: 1,
            fontWeight: 'fontWeightMedium',
            bgcolor: 'action.selected',
          }),
        label: { paddingInline: 4 },
        icon: ({ theme }) => theme.unstable_sx({ ml: 0.25, mr: 0, fontSize: 16 }),
      },
    },
  },
});

const labels = ['Kitchen', 'Renovation', 'Quote sent'];

export default function ThemeSxOverrides() {
  return (
    <ThemeProvider theme={chipTheme}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {labels.map((label) => (
          <Chip key={label} icon={<LocalOfferIcon />} label={label} />
        ))}
        {/* sx on an instance still wins over the theme's styles. */}
        <Chip
          icon={<LocalOfferIcon />}
          label="Urgent"
          sx={{ bgcolor: 'error.dark', color: 'common.white', '& .MuiChip-icon': { color: 'inherit' } }}
        />
      </Stack>
    </ThemeProvider>
  );
}
