import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The site's own mark: three stacked bars, drawn for this project. */
export default function ProductLogo(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 32 32" {...props}>
      <rect x="3" y="4" width="26" height="6" rx="3" fill="currentColor" />
      <rect x="3" y="13" width="18" height="6" rx="3" fill="currentColor" opacity="0.8" />
      <rect x="3" y="22" width="10" height="6" rx="3" fill="currentColor" opacity="0.6" />
    </SvgIcon>
  );
}
