import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const alignments = [
  { label: 'Align left', icon: <FormatAlignLeft /> },
  { label: 'Align centre', icon: <FormatAlignCenter /> },
  { label: 'Align right', icon: <FormatAlignRight /> },
];

export default function IconOnlyTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: 260 }}>
      <TabList aria-label="Caption alignment" tabFlex={1}>
        {alignments.map((alignment) => (
          <Tooltip key={alignment.label} title={alignment.label} variant="soft">
            {/* aria-label gives the icon-only tab its name; the tooltip shows it to sighted users. */}
            <Tab aria-label={alignment.label}>{alignment.icon}</Tab>
          </Tooltip>
        ))}
      </TabList>
      {alignments.map((alignment, index) => (
        <TabPanel key={alignment.label} value={index}>
          <Typography level="body-sm" sx={{ textAlign: ['left', 'center', 'right'][index] }}>
            Sunrise over the harbour, 06:12
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
