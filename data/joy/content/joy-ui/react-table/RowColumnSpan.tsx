import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

export default function RowColumnSpan() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Conference programme, scrollable"
      sx={{ overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table
        borderAxis="bothBetween"
        aria-label="Conference programme"
        sx={{ minWidth: 480, '& th[scope="col"]': { textAlign: 'center' } }}
      >
        <thead>
          <tr>
            <th rowSpan={2} style={{ width: 88, verticalAlign: 'middle' }}>
              Time
            </th>
            <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
              Day 1
            </th>
            <th colSpan={2} scope="colgroup" style={{ textAlign: 'center' }}>
              Day 2
            </th>
          </tr>
          <tr>
            <th scope="col">Hall A</th>
            <th scope="col">Hall B</th>
            <th scope="col">Hall A</th>
            <th scope="col">Hall B</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">09:00</th>
            <td colSpan={2} style={{ textAlign: 'center' }}>
              Opening keynote (both halls)
            </td>
            <td>Design systems at scale</td>
            <td>Offline-first apps</td>
          </tr>
          <tr>
            <th scope="row">10:30</th>
            <td>Accessible forms</td>
            <td rowSpan={2}>Workshop: testing with screen readers</td>
            <td colSpan={2} style={{ textAlign: 'center' }}>
              Panel: the next ten years
            </td>
          </tr>
          <tr>
            <th scope="row">12:00</th>
            <td>Colour in data visualisation</td>
            <td>Lightning talks</td>
            <td>Hiring for craft</td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
