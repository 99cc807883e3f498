import * as React from 'react';
import TextField from '@mui/material/TextField';

const LIMIT = 80;

export default function BioTextField() {
  const [bio, setBio] = React.useState('Amateur potter and weekend cyclist.');

  return (
    <TextField
      id="bio-text-field"
      label="Short bio"
      value={bio}
      onChange={(event) => setBio(event.target.value.slice(0, LIMIT))}
      helperText={`${bio.length} / ${LIMIT} characters`}
      error={bio.trim().length === 0}
      multiline
      minRows={2}
      fullWidth
      sx={{ maxWidth: 420 }}
    />
  );
}
