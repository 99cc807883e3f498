import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

// The four weights of the theme, read from it, each rendered in the theme's body font.
export default function InterWeights() {
  const theme = useTheme();
  const weights = Object.entries(theme.fontWeight) as [string, number][];

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto', width: '100%', maxWidth: 560 }}>
      <Table aria-label="Font weights of the default theme" sx={{ '& td': { verticalAlign: 'middle' } }}>
        <thead>
          <tr>
            <th style={{ width: 110 }}>Token</th>
            <th style={{ width: 70 }}>Weight</th>
            <th>Sample</th>
          </tr>
        </thead>
        <tbody>
          {weights.map(([token, value]) => (
            <tr key={token}>
              <td>
                <code>fontWeight.{token}</code>
              </td>
              <td>{value}</td>
              <td>
                <Typography sx={{ fontFamily: 'body', fontWeight: value, fontSize: 'xl' }}>Quick fjords vex</Typography>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
