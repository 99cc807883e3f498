import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const LinkButton = styled(Button)`
  display: inline-block;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border-radius: 8px;
  background-color: #7c3aed;
  color: #fff;
  text-decoration: none;

  &:hover {
    background-color: #6d28d9;
  }

  &.base--focusVisible {
    outline: 3px solid #c4b5fd;
    outline-offset: 2px;
  }
`;

export default function QuickstartButtonLink() {
  return (
    <nav aria-label="Order actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <LinkButton href="?section=order-4821" slots={{ root: 'a' }}>
        View order #4821
      </LinkButton>
      <LinkButton href="?section=returns" slots={{ root: 'a' }}>
        Start a return
      </LinkButton>
    </nav>
  );
}
