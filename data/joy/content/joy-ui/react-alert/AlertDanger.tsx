import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import ReportRounded from '@mui/icons-material/ReportRounded';

const problems = ['Card number is missing a digit.', 'Expiry date is in the past.', 'Postcode does not match the billing country.'];

export default function AlertDanger() {
  return (
    <Alert
      variant="soft"
      color="danger"
      startDecorator={<ReportRounded />}
      sx={{ alignItems: 'flex-start', width: '100%', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography level="title-md" color="danger">
          We could not take the payment
        </Typography>
        <Typography level="body-sm" sx={{ mt: 0.5 }}>
          Fix these three fields and try again:
        </Typography>
        <List marker="disc" size="sm" sx={{ '--ListItem-minHeight': '1.5rem', '--List-padding': '0px' }}>
          {problems.map((problem) => (
            <ListItem key={problem} sx={{ color: 'inherit' }}>
              {problem}
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          <Button size="sm" variant="solid" color="danger">
            Edit card details
          </Button>
          <Button size="sm" variant="outlined" color="danger">
            Pay another way
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
