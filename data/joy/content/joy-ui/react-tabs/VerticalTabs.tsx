import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const sections = [
  { label: 'General', text: 'Workspace name, time zone (Europe/Oslo) and default language.' },
  { label: 'Security', text: 'Two-factor authentication is required for all 23 members.' },
  { label: 'Integrations', text: 'Connected: calendar sync and the issue tracker webhook.' },
  { label: 'Danger zone', text: 'Transfer ownership or delete this workspace.' },
];

export default function VerticalTabs() {
  return (
    <Tabs orientation="vertical" defaultValue={0} sx={{ width: '100%', minHeight: 180, borderRadius: 'sm' }}>
      <TabList aria-label="Workspace settings">
        {sections.map((section) => (
          <Tab key={section.label}>{section.label}</Tab>
        ))}
      </TabList>
      {sections.map((section, index) => (
        <TabPanel key={section.label} value={index}>
          <Typography level="title-md" sx={{ mb: 1 }}>
            {section.label}
          </Typography>
          <Typography level="body-sm">{section.text}</Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
