import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const environments = ['Staging', 'Production'] as const;
type Environment = (typeof environments)[number];

const initialFlags = [
  { key: 'new-checkout', description: 'Single-page checkout', on: { Staging: true, Production: false } },
  { key: 'order-tracking-map', description: 'Live courier map', on: { Staging: true, Production: true } },
  { key: 'gift-cards', description: 'Gift cards at checkout', on: { Staging: false, Production: false } },
];

export default function FeatureFlagTable() {
  const [flags, setFlags] = React.useState(initialFlags);

  const toggle = (key: string, environment: Environment, on: boolean) =>
    setFlags((current) => current.map((flag) => (flag.key === key ? { ...flag, on: { ...flag.on, [environment]: on } } : flag)));

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto', width: '100%' }}>
      <Table sx={{ minWidth: 420, '& td:not(:first-of-type), & th:not(:first-of-type)': { width: 104, textAlign: 'center' } }}>
        <caption>
          <Typography level="body-sm" sx={{ textAlign: 'start', px: 1.5, pt: 1 }}>
            Feature flags of the storefront
          </Typography>
        </caption>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            {environments.map((environment) => (
              <th key={environment} scope="col">
                {environment}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <tr key={flag.key}>
              <th scope="row">
                <Typography level="title-sm" sx={{ fontFamily: 'code' }}>
                  {flag.key}
                </Typography>
                <Typography level="body-xs">{flag.description}</Typography>
              </th>
              {environments.map((environment) => (
                <td key={environment}>
                  {/* No visible label in a cell: the accessible name says which flag and which environment. */}
                  <Switch
                    size="sm"
                    color={flag.on[environment] ? (environment === 'Production' ? 'danger' : 'primary') : 'neutral'}
                    checked={flag.on[environment]}
                    onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(flag.key, environment, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${flag.description} in ${environment}` } }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
