/** The shop's mark: a wave in a rounded square, drawn inline (no image request). */
export default function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--template-palette-primary-main)" />
      <path
        d="M6 19c3 0 3-3 6-3s3 3 6 3 3-3 6-3 2 1.5 2 1.5M6 13c3 0 3-3 6-3s3 3 6 3 3-3 6-3 2 1.5 2 1.5"
        fill="none"
        stroke="var(--template-palette-primary-contrastText)"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
