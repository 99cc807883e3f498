import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table from '@mui/joy/Table';

const standings = [
  { team: 'Riverside Rovers', played: 12, won: 9, drawn: 2, lost: 1, points: 29 },
  { team: 'Hillcrest Harriers', played: 12, won: 8, drawn: 1, lost: 3, points: 25 },
  { team: 'Dockyard Athletic', played: 12, won: 6, drawn: 4, lost: 2, points: 22 },
  { team: 'Meadow Park', played: 12, won: 5, drawn: 3, lost: 4, points: 18 },
  { team: 'Old Mill United', played: 12, won: 3, drawn: 2, lost: 7, points: 11 },
  { team: 'Stonebridge FC', played: 12, won: 1, drawn: 2, lost: 9, points: 5 },
];

export default function TableStripe() {
  const [stripe, setStripe] = React.useState('odd');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl orientation="horizontal" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <FormLabel id="stripe-label">stripe</FormLabel>
        <RadioGroup
          aria-labelledby="stripe-label"
          orientation="horizontal"
          value={stripe}
          onChange={(event) => setStripe(event.target.value)}
        >
          <Radio value="odd" label="odd" size="sm" />
          <Radio value="even" label="even" size="sm" />
        </RadioGroup>
      </FormControl>
      <Table stripe={stripe} aria-label="League table" sx={{ '& tr > *:not(:first-of-type)': { textAlign: 'right' } }}>
        <thead>
          <tr>
            <th style={{ width: '44%' }}>Team</th>
            <th>
              <abbr title="Played">P</abbr>
            </th>
            <th>
              <abbr title="Won">W</abbr>
            </th>
            <th>
              <abbr title="Drawn">D</abbr>
            </th>
            <th>
              <abbr title="Lost">L</abbr>
            </th>
            <th>Pts</th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr key={row.team}>
              <td>{row.team}</td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
