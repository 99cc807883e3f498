import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ErrorIcon from '@mui/icons-material/Error';
import VerifiedIcon from '@mui/icons-material/Verified';

const invoices = [
  { id: 'INV-2041', client: 'Northwind Bakery', paid: true },
  { id: 'INV-2042', client: 'Lumen Studio', paid: false },
];

// Here the icon is the only sign of the status: titleAccess gives it a name (role="img" and a <title>).
export default function SemanticIcons() {
  return (
    <List disablePadding sx={{ width: '100%', maxWidth: 420 }}>
      {invoices.map((invoice) => (
        <ListItem
          key={invoice.id}
          divider
          secondaryAction={
            // An icon-only button: the name goes on the button.
            <Tooltip title="Archive">
              <IconButton edge="end" aria-label={`Archive ${invoice.id}`}>
                <ArchiveOutlinedIcon />
              </IconButton>
            </Tooltip>
          }
        >
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                <span>{invoice.client}</span>
                {invoice.paid ? (
                  <VerifiedIcon titleAccess="Paid" color="success" fontSize="small" />
                ) : (
                  <ErrorIcon titleAccess="Payment overdue" color="error" fontSize="small" />
                )}
              </Stack>
            }
            secondary={invoice.id}
          />
        </ListItem>
      ))}
    </List>
  );
}
