import styles from './SiteIcon.module.css';

export type SiteIconSize = 'medium' | 'small' | 'inherit';

/**
 * A Material icon of the site's frame, drawn from its path (src/icons/paths/, generated): the same
 * box and colour as Material UI's SvgIcon, without its styling engine. Decorative: the control
 * around it carries the name.
 */
export default function SiteIcon({ path, size = 'medium', className }: { path: string; size?: SiteIconSize; className?: string }) {
  const classes = [styles.icon, size === 'medium' ? '' : styles[size], className].filter(Boolean).join(' ');
  return (
    <svg className={classes} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
