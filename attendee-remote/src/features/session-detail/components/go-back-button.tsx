import { Button } from '@cc/design-system';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back in the browser history; to the programme when this page was opened directly (no history in the app). */
export function GoBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (location.key === 'default') navigate('/programme');
        else navigate(-1);
      }}
    >
      Go Back
    </Button>
  );
}
