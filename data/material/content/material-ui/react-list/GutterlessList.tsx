import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import IconButton from '@mui/material/IconButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const payments = [
  { payee: 'City Water Utility', due: 'Due 5 July', amount: '$42.10' },
  { payee: 'Fibre broadband', due: 'Due 9 July', amount: '$35.00' },
  { payee: 'Home insurance', due: 'Due 15 July', amount: '$61.75' },
];

export default function GutterlessList() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <CardContent>
        <Typography id="gutterless-list-title" variant="h6" component="h3">
          Upcoming payments
        </Typography>
        <List aria-labelledby="gutterless-list-title">
          {payments.map((payment) => (
            <ListItem
              key={payment.payee}
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={`Options for ${payment.payee}`}>
                  <MoreVertIcon />
                </IconButton>
              }
            >
              <ListItemText primary={payment.payee} secondary={`${payment.due} · ${payment.amount}`} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
