import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

function ReportCard({ inline }: { inline: boolean }) {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ flex: '1 1 260px' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography level="title-md">{inline ? 'disablePortal' : 'Default (portal)'}</Typography>
        <Tooltip title="Reports are sent at 08:00 in your time zone" disablePortal={inline} variant="solid">
          <IconButton size="sm" aria-label="About reports">
            <InfoOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <FormControl>
        <FormLabel>Send the report</FormLabel>
        <Select defaultValue="weekly" slotProps={{ listbox: { disablePortal: inline } }}>
          <Option value="daily">Every day</Option>
          <Option value="weekly">Every Monday</Option>
          <Option value="monthly">First of the month</Option>
        </Select>
      </FormControl>
    </Card>
  );
}

// Open both selects and hover both info buttons: only the popups rendered inside the card are inverted.
export default function InversionPopups() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', pb: 16 }}>
      <ReportCard inline={false} />
      <ReportCard inline />
    </Box>
  );
}
