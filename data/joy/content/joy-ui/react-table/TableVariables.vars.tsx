import Table from '@mui/joy/Table';

export const component = 'Table';

// Starting values are the md Table's own (Table's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--TableCell-height', default: 40, min: 24, max: 72, step: 2, unit: 'px' },
  { name: '--TableCell-paddingX', default: 0.5, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--TableCell-paddingY', default: 0.375, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
  { name: '--Table-headerUnderlineThickness', default: 2, min: 0, max: 6, step: 1, unit: 'px' },
] as const;

export default function TableVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Table aria-label="Pantry stock" sx={{ maxWidth: 320, ...sx }}>
      <thead>
        <tr>
          <th>Item</th>
          <th>Jars</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>Apricot jam</td>
          <td>6</td>
        </tr>
        <tr>
          <td>Pickled beetroot</td>
          <td>4</td>
        </tr>
      </tbody>
    </Table>
  );
}
