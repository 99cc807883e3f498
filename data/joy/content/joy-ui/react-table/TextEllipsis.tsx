import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const uploads = [
  { file: 'site-survey-north-wing-ground-floor-final-revision.pdf', folder: '/projects/library-extension/surveys/2024', size: '18.2 MB' },
  { file: 'budget.xlsx', folder: '/finance', size: '240 KB' },
  { file: 'photo-facade-detail-brickwork-after-cleaning.jpg', folder: '/projects/library-extension/photos/site-visits', size: '6.4 MB' },
];

export default function TextEllipsis() {
  return (
    // noWrap keeps every data cell on one line and ends overflowing text with an ellipsis.
    <Table noWrap aria-label="Recent uploads">
      <thead>
        <tr>
          <th style={{ width: '42%' }}>File</th>
          <th>Folder</th>
          <th style={{ width: 76 }}>Size</th>
        </tr>
      </thead>
      <tbody>
        {uploads.map((upload) => (
          <tr key={upload.file}>
            <td title={upload.file}>{upload.file}</td>
            <td>
              {/* Inside a cell, Typography noWrap truncates one element and leaves the others whole. */}
              <Typography level="body-sm" noWrap title={upload.folder}>
                {upload.folder}
              </Typography>
            </td>
            <td>{upload.size}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
