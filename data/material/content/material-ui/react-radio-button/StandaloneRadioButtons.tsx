import * as React from 'react';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const addresses = [
  { id: 'home', name: 'Home', street: '14 Willow Lane, Bristol' },
  { id: 'office', name: 'Office', street: '2 Harbour Street, Leeds' },
  { id: 'studio', name: 'Studio', street: '88 Mill Road, Cambridge' },
];

export default function StandaloneRadioButtons() {
  const [defaultAddress, setDefaultAddress] = React.useState('home');

  return (
    <TableContainer>
      <Table size="small" aria-label="Saved addresses">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">Default</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {addresses.map((address) => (
            <TableRow key={address.id} selected={defaultAddress === address.id}>
              <TableCell padding="checkbox">
                <Radio
                  checked={defaultAddress === address.id}
                  onChange={(event) => setDefaultAddress(event.target.value)}
                  value={address.id}
                  name="default-address"
                  slotProps={{ input: { 'aria-labelledby': `address-${address.id}` } }}
                />
              </TableCell>
              <TableCell id={`address-${address.id}`}>{address.name}</TableCell>
              <TableCell>{address.street}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
