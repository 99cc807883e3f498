import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

// Every Tabs inside this provider: a thicker rounded indicator, bolder selected labels,
// tabs that share the row, and no padding around the panels.
const theme = extendTheme({
  cssVarPrefix: 'themed-tabs',
  colorSchemeSelector: 'class',
  components: {
    JoyTabs: {
      styleOverrides: {
        root: {
          '--Tab-indicatorThickness': '3px',
          '--Tab-indicatorRadius': '3px',
          backgroundColor: 'transparent',
        },
      },
    },
    JoyTabList: {
      defaultProps: { tabFlex: 1 },
    },
    JoyTab: {
      defaultProps: { indicatorInset: true, color: 'primary' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          color: t.vars.palette.text.secondary,
          [`&.${tabClasses.selected}`]: {
            color: t.vars.palette.primary.plainColor,
            fontWeight: t.vars.fontWeight.lg,
            backgroundColor: 'transparent',
          },
        }),
      },
    },
    JoyTabPanel: {
      styleOverrides: { root: { paddingInline: 0 } },
    },
  },
});

export default function ThemedTabs() {
  return (
    <CssVarsProvider theme={theme}>
      <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
        <TabList aria-label="Order">
          <Tab>Items</Tab>
          <Tab>Shipping</Tab>
          <Tab>Returns</Tab>
        </TabList>
        <TabPanel value={0}>
          <Typography level="body-sm">3 items, ready to ship.</Typography>
        </TabPanel>
        <TabPanel value={1}>
          <Typography level="body-sm">Standard delivery, 2 to 4 working days.</Typography>
        </TabPanel>
        <TabPanel value={2}>
          <Typography level="body-sm">Free returns within 30 days.</Typography>
        </TabPanel>
      </Tabs>
    </CssVarsProvider>
  );
}
